import { activityMessage, contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { recordActivity } from '../activity/record-activity';
import { listRoutes } from '../list-routes';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { assertCanReply, replyEntry, REVIEW_NOT_FOUND, verdictEntry } from './review-access';
import { reviewsBulkRoute } from './reviews.bulk';
import { toReview } from './reviews.mapper';
import {
  findReviewListRow,
  insertReview,
  lockReviews,
  reviewsSource,
  setReviewReply,
  setReviewsStatus,
  type LockedReview,
} from './reviews.repository';

/** The review, locked for the rest of the transaction; 404 when it does not exist. */
async function lockReview(tx: Executor, id: number): Promise<LockedReview> {
  const [review] = await lockReviews(tx, [id]);
  if (review === undefined) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** The review as the list shows it, read in the write's transaction. */
async function reviewAnswer(tx: Executor, id: number) {
  const row = await findReviewListRow(tx, id);
  if (row === undefined) throw notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

/**
 * Reviews (docs/api.md#reviews): the list (an owner's scoped to their restaurants) with its facets
 * and export, moderation one by one and in bulk (admins), the owner's reply, and a customer's new
 * review, which waits as PENDING. Every change writes its REVIEW activity entry in its transaction;
 * a change to what the review already is writes nothing.
 */
export function reviewRoutes({ db }: AppContext): Route[] {
  return [
    ...listRoutes(db, {
      endpoints: {
        list: contract.admin.reviews,
        facets: contract.admin.reviewFacets,
        export: contract.admin.reviewsExport,
      },
      source: (_params, caller) => reviewsSource(db, caller),
      toItem: toReview,
    }),

    reviewsBulkRoute(db),

    defineRoute(contract.admin.moderateReview, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        const review = await lockReview(tx, params.id);
        await assertVersion(expectedVersion, review, 'review', () => reviewAnswer(tx, review.id));
        if (review.status !== body.status) {
          await setReviewsStatus(tx, [review.id], body.status);
          await recordActivity(tx, user, verdictEntry(review, body.status));
        }
        return reviewAnswer(tx, review.id);
      }),
    ),

    defineRoute(contract.reviews.reply, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        const review = await lockReview(tx, params.id);
        assertCanReply(user, review);
        await assertVersion(expectedVersion, review, 'review', () => reviewAnswer(tx, review.id));
        // The same text by the same author again changes nothing (not even the time).
        if (review.replyText !== body.text || review.replyAuthorId !== user.id) {
          await setReviewReply(tx, review.id, { text: body.text, authorId: user.id });
          await recordActivity(tx, user, replyEntry(review, 'written'));
        }
        return reviewAnswer(tx, review.id);
      }),
    ),

    defineRoute(contract.reviews.removeReply, async ({ params, user, expectedVersion }) => {
      await runTransaction(db, async (tx) => {
        const review = await lockReview(tx, params.id);
        assertCanReply(user, review);
        await assertVersion(expectedVersion, review, 'review', () => reviewAnswer(tx, review.id));
        if (review.replyText === null) return;
        await setReviewReply(tx, review.id, null);
        await recordActivity(tx, user, replyEntry(review, 'removed'));
      });
    }),

    defineRoute(contract.reviews.create, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const restaurant = await findRestaurant(tx, params.restaurantId);
        if (restaurant === undefined) throw notFound('Restaurant not found');
        const review = await insertReview(tx, {
          restaurantId: restaurant.id,
          userId: user.id,
          rating: body.rating,
          text: body.text ?? null,
        });
        await recordActivity(tx, user, {
          category: 'REVIEW',
          actionType: 'CREATE',
          ...activityMessage('REVIEW_CREATED', { restaurant: restaurant.name, rating: review.rating }),
          entityId: review.id,
        });
        return reviewAnswer(tx, review.id);
      }),
    ),
  ];
}
