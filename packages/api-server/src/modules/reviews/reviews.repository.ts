import { reviewListQueries, type ReviewStatus } from '@food-admin/api-client';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { restaurantScope, type SignedInUser } from '../../auth/permissions';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource, type ShapePart } from '../../db/lists';
import type { ReviewRow } from '../../db/rows';
import { restaurants, reviews, users } from '../../db/schema';
import { moveToTrash } from '../trash/trash';

export type ReviewListRow = {
  review: ReviewRow;
  restaurantName: string;
  userName: string | null;
  replyAuthorName: string | null;
};

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
/** The reply's author, a second join on users. */
const replyAuthors = alias(users, 'reply_authors');
const replyAuthorName = sql<string | null>`${replyAuthors.firstName} || ' ' || ${replyAuthors.lastName}`;

/** The reply as the export's `reply` cell reads it (`{text}`), null without one. */
const replyForExport = sql`case when ${reviews.replyText} is null then null else json_build_object('text', ${reviews.replyText}) end`;

/**
 * Who sees which reviews (docs/api.md#reviews): those of the restaurants the viewer holds
 * reviews.reply on (an admin every one; auth/permissions.ts). A subquery on the owner, so the
 * condition needs no join (facet counts without a search read the reviews table alone).
 */
export function reviewScope(db: Executor, viewer: SignedInUser): ShapePart[] {
  return restaurantScope(db, viewer, 'reviews.reply', reviews.restaurantId);
}

/** The reviews list (reviewListQueries, docs/api.md#lists), within what `viewer` may see. */
export function reviewsSource(db: Database, viewer: SignedInUser): ListSource {
  return listSource(reviewListQueries, {
    select: (fields) =>
      db
        .select(fields ?? { review: reviews, restaurantName: restaurants.name, userName, replyAuthorName })
        .from(reviews)
        .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
        .leftJoin(users, eq(reviews.userId, users.id))
        .leftJoin(replyAuthors, eq(reviews.replyAuthorId, replyAuthors.id))
        .$dynamic(),
    // Every review has its restaurant (NOT NULL foreign key) and at most one author and reply author.
    selectUnjoined: (fields) => db.select(fields).from(reviews).$dynamic(),
    id: reviews.id,
    scope: reviewScope(db, viewer),
    fields: {
      createdAt: { expr: reviews.createdAt, descIndexed: true },
      restaurantId: reviews.restaurantId,
      restaurantName: restaurants.name,
      userId: reviews.userId,
      userName,
      rating: reviews.rating,
      text: reviews.text,
      status: reviews.status,
      reply: replyForExport,
    },
  });
}

/** One review as the list shows it (the answer of every single-review write), or undefined. */
export async function findReviewListRow(db: Executor, id: number): Promise<ReviewListRow | undefined> {
  const [row] = await db
    .select({ review: reviews, restaurantName: restaurants.name, userName, replyAuthorName })
    .from(reviews)
    .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
    .leftJoin(users, eq(reviews.userId, users.id))
    .leftJoin(replyAuthors, eq(reviews.replyAuthorId, replyAuthors.id))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export type LockedReview = {
  id: number;
  version: number;
  status: ReviewStatus;
  replyText: string | null;
  replyAuthorId: number | null;
  restaurantId: number;
  restaurantName: string;
  restaurantOwnerId: number | null;
};

/**
 * The reviews of `ids` that exist, with their restaurant's name and owner, locked until the
 * transaction ends, in id order (so two moderators' batches never deadlock each other).
 */
export function lockReviews(tx: Executor, ids: readonly number[]): Promise<LockedReview[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: reviews.id,
      version: reviews.version,
      status: reviews.status,
      replyText: reviews.replyText,
      replyAuthorId: reviews.replyAuthorId,
      restaurantId: reviews.restaurantId,
      restaurantName: restaurants.name,
      restaurantOwnerId: restaurants.ownerId,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
    .where(inArray(reviews.id, [...ids]))
    .orderBy(asc(reviews.id))
    .for('update', { of: reviews });
}

export async function setReviewsStatus(
  db: Executor,
  ids: readonly number[],
  status: ReviewStatus,
): Promise<{ id: number }[]> {
  if (ids.length === 0) return [];
  return db
    .update(reviews)
    .set({ status })
    .where(inArray(reviews.id, [...ids]))
    .returning({ id: reviews.id });
}

/** Moves the reviews to the trash (modules/trash); answers the ids it moved. */
export async function deleteReviews(
  db: Executor,
  ids: readonly number[],
  actorId: number,
): Promise<{ id: number }[]> {
  return (await moveToTrash(db, 'review', ids, actorId)).map((id) => ({ id }));
}

/** Writes the reply (text, author, the database's now), or removes it with `null`. */
export async function setReviewReply(
  db: Executor,
  id: number,
  reply: { text: string; authorId: number } | null,
): Promise<void> {
  await db
    .update(reviews)
    .set(
      reply === null
        ? { replyText: null, replyAuthorId: null, repliedAt: null }
        : { replyText: reply.text, replyAuthorId: reply.authorId, repliedAt: sql`now()` },
    )
    .where(eq(reviews.id, id));
}

export async function insertReview(
  db: Executor,
  values: { restaurantId: number; userId: number; rating: number; text: string | null },
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (row === undefined) throw new Error('review insert returned no row');
  return row;
}
