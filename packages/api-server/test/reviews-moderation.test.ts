import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  MAX_BULK_IDS,
  MAX_REVIEW_REPLY_LENGTH,
  type Review,
  type ReviewStatus,
  REFUSALS,
  type RefusalCode,
  validationErrorBody,
} from '@food-admin/api-client';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { rowsOf } from '../src/db/rows';
import { activityLog, reviews } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { emptyDatabaseUrl, migrateFully, migrationsFolderUpTo } from './support/migrations';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/** A bulk action's refusal as answered: the reason and its code (docs/api.md#error-codes). */
/** A bulk refusal of row `id`: the declared refusal's message and code. */
const refusal = (id: number, code: RefusalCode) => ({ id, reason: REFUSALS[code].message as string, code });

/*
 * Review moderation and owner replies (docs/api.md#reviews): the status filter and facet, approve
 * and reject one or in bulk (ids or filter), the owner's reply and its permissions, a customer's new
 * review, the restaurants' ratings over approved reviews only, and migration 0007.
 */

type BulkAnswer = { changed: number; refused: { id: number; reason: string }[] };
type PageOf<T> = { content: T[]; totalElements: number };

describe('migration 0007_review_moderation', () => {
  it('turns the reviews written before moderation APPROVED; new reviews default to PENDING', async () => {
    const before = migrationsFolderUpTo(6);
    const opened = await openDatabase({ databaseUrl: await emptyDatabaseUrl(), migrationsFolder: before });
    try {
      const { db } = opened;
      const [restaurant] = rowsOf(
        await db.execute(
          sql`insert into restaurants (name, address) values ('Old', '1 Old St') returning id`,
        ),
      );
      await db.execute(
        sql`insert into reviews (restaurant_id, rating, text) values (${restaurant?.id}, 2, 'Before'), (${restaurant?.id}, 5, 'Also before')`,
      );

      await migrateFully(db, opened.driver);

      const migrated = rowsOf(await db.execute(sql`select status, reply_text from reviews order by id`));
      expect(migrated).toEqual([
        { status: 'APPROVED', reply_text: null },
        { status: 'APPROVED', reply_text: null },
      ]);
      const [fresh] = rowsOf(
        await db.execute(
          sql`insert into reviews (restaurant_id, rating) values (${restaurant?.id}, 4) returning status`,
        ),
      );
      expect(fresh?.status).toBe('PENDING');
      // The database refuses a status outside the list and a reply text without its time.
      await expect(
        db.execute(sql`update reviews set status = 'HIDDEN' where text = 'Before'`),
      ).rejects.toThrow();
      await expect(
        db.execute(sql`update reviews set reply_text = 'Thanks' where text = 'Before'`),
      ).rejects.toThrow();
    } finally {
      await opened.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('reviews', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, owner, otherOwner, customer] = await Promise.all([
      createUser(server.db, 'ADMIN'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'RESTAURANT', 'other'),
      createUser(server.db, 'CUSTOMER'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: TestUser, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: as.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A word no other test's rows contain, so a search finds only this test's reviews. */
  const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

  /** A restaurant of `ownerId` with one review per status given, each text starting with `token`. */
  async function arrange(token: string, statuses: ReviewStatus[], ownerId: number | null = owner.id) {
    const restaurant = await insertRestaurant(server.db, { ownerId, name: `Place ${token}` });
    const rows = await server.db
      .insert(reviews)
      .values(
        statuses.map((status, index) => ({
          restaurantId: restaurant.id,
          userId: customer.id,
          rating: (index % 5) + 1,
          text: `${token} review ${index}`,
          status,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })),
      )
      .returning();
    return { restaurant, reviews: rows.sort((a, b) => a.id - b.id) };
  }

  const statusesOf = async (ids: number[]) =>
    (
      await server.db
        .select({ id: reviews.id, status: reviews.status })
        .from(reviews)
        .where(inArray(reviews.id, ids))
        .orderBy(reviews.id)
    ).map((row) => row.status);

  /** The REVIEW entries whose action names one of these reviews (`review #id of`), in id order. */
  const entriesAbout = (ids: number[]) =>
    server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.category, 'REVIEW'), inArray(activityLog.entityId, ids)))
      .orderBy(activityLog.id);

  describe('GET /admin/reviews: status filter, facets, export', () => {
    it('filters by status (repeatable, OR) with the search and rating, newest first', async () => {
      const token = unique('filter');
      const { reviews: rows } = await arrange(token, [
        'PENDING',
        'APPROVED',
        'REJECTED',
        'PENDING',
        'APPROVED',
      ]);
      const list = async (query: string) => {
        const response = await call('GET', `/admin/reviews?search=${token}&${query}`, admin);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PageOf<Review>>().content.map((review) => [review.id, review.status]);
      };
      expect(await list('status=PENDING')).toEqual([
        [rows[3]?.id, 'PENDING'],
        [rows[0]?.id, 'PENDING'],
      ]);
      expect((await list('status=APPROVED&status=REJECTED')).map(([, status]) => status)).toEqual([
        'APPROVED',
        'REJECTED',
        'APPROVED',
      ]);
      // rating = index + 1: the review with 4 stars is the second PENDING one.
      expect(await list('status=PENDING&rating=4')).toEqual([[rows[3]?.id, 'PENDING']]);
      // Without a status every review is listed, with its status and (no) reply.
      const all = await call('GET', `/admin/reviews?search=${token}`, admin);
      expect(all.json<PageOf<Review>>().totalElements).toBe(5);
      expect(all.json<PageOf<Review>>().content[0]).toMatchObject({ status: 'APPROVED', reply: null });
    });

    it('answers 400 naming the field for a status outside the enum', async () => {
      const response = await call('GET', '/admin/reviews?status=PENDING&status=HIDDEN', admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        validationErrorBody({
          status: ['Status must be one of: PENDING, APPROVED, REJECTED'],
        }),
      );
      const facets = await call('GET', '/admin/reviews/facets?status=approved', admin);
      expect(facets.statusCode).toBe(400);
      expect(facets.json().fieldErrors).toHaveProperty('status');
    });

    it('counts each status under the search and the other filters, not its own', async () => {
      const token = unique('facets');
      await arrange(token, ['PENDING', 'APPROVED', 'REJECTED', 'PENDING', 'APPROVED', 'PENDING']);
      const response = await call('GET', `/admin/reviews/facets?search=${token}&status=PENDING`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toEqual([
        { value: 'APPROVED', count: 2 },
        { value: 'PENDING', count: 3 },
        { value: 'REJECTED', count: 1 },
      ]);
      // The rating facet is counted under the status filter: the three PENDING ones (1, 4, 6 -> 1 star).
      expect(response.json().rating).toEqual([
        { value: '1', count: 2 },
        { value: '4', count: 1 },
      ]);
      const rated = await call('GET', `/admin/reviews/facets?search=${token}&rating=1`, admin);
      expect(rated.json().status).toEqual([{ value: 'PENDING', count: 2 }]);
    });

    it('exports the status and the reply of every matching review', async () => {
      const token = unique('export');
      const { reviews: rows } = await arrange(token, ['APPROVED', 'PENDING']);
      const replied = await call('PUT', `/api/reviews/${rows[0]?.id}/reply`, owner, {
        text: '=Thanks, "see you"',
      });
      expect(replied.statusCode, replied.body).toBe(200);
      const response = await call('GET', `/admin/reviews/export?search=${token}&sort=createdAt,asc`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('ID,Created,Restaurant ID,Restaurant,Author ID,Author,Rating,Text,Status,Reply');
      expect(lines[1]).toMatch(/,APPROVED,"'=Thanks, ""see you"""$/);
      expect(lines[2]).toMatch(/,PENDING,$/);
      expect(lines).toHaveLength(3);
    });

    it("scopes an owner's list, facets and export to their own restaurants; customers get 403", async () => {
      const token = unique('scope');
      const mine = await arrange(token, ['PENDING', 'APPROVED']);
      const theirs = await arrange(token, ['PENDING', 'REJECTED', 'APPROVED'], otherOwner.id);
      await arrange(token, ['PENDING'], null);

      const page = await call('GET', `/admin/reviews?search=${token}&size=100`, owner);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<PageOf<Review>>().content.map((review) => review.restaurantId)).toEqual([
        mine.restaurant.id,
        mine.restaurant.id,
      ]);
      // An owner's filter on someone else's restaurant finds nothing rather than their reviews.
      const other = await call(
        'GET',
        `/admin/reviews?search=${token}&restaurantId=${theirs.restaurant.id}`,
        owner,
      );
      expect(other.json<PageOf<Review>>().totalElements).toBe(0);
      const facets = await call('GET', `/admin/reviews/facets?search=${token}`, owner);
      expect(facets.json().status).toEqual([
        { value: 'APPROVED', count: 1 },
        { value: 'PENDING', count: 1 },
      ]);
      // Without a search the facets read the reviews table alone: still only their own.
      const unsearched = await call('GET', '/admin/reviews/facets', otherOwner);
      const counted = unsearched.json<{ status: { count: number }[] }>().status;
      expect(counted.reduce((sum, facet) => sum + facet.count, 0)).toBe(3);
      const exported = await call('GET', `/admin/reviews/export?search=${token}`, owner);
      expect(exported.body.trimEnd().split('\r\n')).toHaveLength(3);
      // An admin sees all six.
      const all = await call('GET', `/admin/reviews?search=${token}`, admin);
      expect(all.json<PageOf<Review>>().totalElements).toBe(6);

      expect((await call('GET', '/admin/reviews', customer)).statusCode).toBe(403);
      expect((await call('GET', '/admin/reviews/facets', customer)).statusCode).toBe(403);
    });
  });

  describe('POST /admin/reviews/{id}/moderation', () => {
    it('approves and rejects one review, logging a REVIEW entry once per change', async () => {
      const token = unique('single');
      const { restaurant, reviews: rows } = await arrange(token, ['PENDING']);
      const id = rows[0]?.id ?? 0;
      const approved = await call('POST', `/admin/reviews/${id}/moderation`, admin, { status: 'APPROVED' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ id, status: 'APPROVED', restaurantName: restaurant.name });
      // The same verdict again: 200, nothing written, nothing logged.
      const again = await call('POST', `/admin/reviews/${id}/moderation`, admin, { status: 'APPROVED' });
      expect(again.json()).toMatchObject({ id, status: 'APPROVED' });
      const rejected = await call('POST', `/admin/reviews/${id}/moderation`, admin, { status: 'REJECTED' });
      expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
      expect(await statusesOf([id])).toEqual(['REJECTED']);

      const entries = await entriesAbout([id]);
      expect(entries.map((entry) => [entry.actionType, entry.action, entry.level, entry.userId])).toEqual([
        ['APPROVE', `Approved review #${id} of ${restaurant.name}`, 'INFO', admin.id],
        ['REJECT', `Rejected review #${id} of ${restaurant.name}`, 'INFO', admin.id],
      ]);
    });

    it('refuses a verdict that is not one, an unknown review, and anyone but an admin', async () => {
      const { reviews: rows } = await arrange(unique('refused'), ['PENDING']);
      const id = rows[0]?.id ?? 0;
      const pending = await call('POST', `/admin/reviews/${id}/moderation`, admin, { status: 'PENDING' });
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toEqual(
        validationErrorBody({ status: ['Status must be APPROVED or REJECTED'] }),
      );
      const missing = await call('POST', '/admin/reviews/999999999/moderation', admin, {
        status: 'APPROVED',
      });
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'Review not found']);
      for (const caller of [owner, customer]) {
        const refused = await call('POST', `/admin/reviews/${id}/moderation`, caller, { status: 'APPROVED' });
        expect(refused.statusCode).toBe(403);
      }
      expect(await statusesOf([id])).toEqual(['PENDING']);
      expect(await entriesAbout([id])).toEqual([]);
    });
  });

  describe('POST /admin/reviews/bulk', () => {
    it('approves by ids: unknown ids refused, reviews already approved unchanged, one entry per change', async () => {
      const token = unique('bulk-ids');
      const { restaurant, reviews: rows } = await arrange(token, ['PENDING', 'APPROVED', 'REJECTED']);
      const ids = rows.map((row) => row.id);
      const missing = 2_000_000_000;
      const response = await call('POST', '/admin/reviews/bulk', admin, {
        action: 'approve',
        ids: [missing, ...ids],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<BulkAnswer>()).toEqual({
        changed: 2,
        refused: [refusal(missing, 'NOT_FOUND')],
      });
      expect(await statusesOf(ids)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
      const entries = await entriesAbout(ids);
      expect(entries.map((entry) => entry.action)).toEqual([
        `Approved review #${ids[0]} of ${restaurant.name}`,
        `Approved review #${ids[2]} of ${restaurant.name}`,
      ]);
      expect(entries.every((entry) => entry.actionType === 'APPROVE' && entry.userId === admin.id)).toBe(
        true,
      );
    });

    it('rejects every review matching the filter (search and status), and nothing else', async () => {
      const token = unique('bulk-filter');
      const { reviews: rows } = await arrange(token, ['PENDING', 'APPROVED', 'PENDING', 'PENDING']);
      const untouched = await arrange(unique('bulk-other'), ['PENDING']);
      const response = await call('POST', '/admin/reviews/bulk', admin, {
        action: 'reject',
        filter: { search: token, status: ['PENDING'] },
      });
      expect(response.json<BulkAnswer>()).toEqual({ changed: 3, refused: [] });
      expect(await statusesOf(rows.map((row) => row.id))).toEqual([
        'REJECTED',
        'APPROVED',
        'REJECTED',
        'REJECTED',
      ]);
      expect(await statusesOf(untouched.reviews.map((row) => row.id))).toEqual(['PENDING']);
      expect(await entriesAbout(rows.map((row) => row.id))).toHaveLength(3);
      // A filter key the reviews list does not have is a 400, never a wider action.
      const typo = await call('POST', '/admin/reviews/bulk', admin, {
        action: 'reject',
        filter: { statuss: ['PENDING'] },
      });
      expect(typo.statusCode).toBe(400);
    });

    it('deletes, logging each at WARN, in one transaction with the entries', async () => {
      const token = unique('bulk-delete');
      const { restaurant, reviews: rows } = await arrange(token, ['REJECTED', 'REJECTED']);
      const ids = rows.map((row) => row.id);
      const response = await call('POST', '/admin/reviews/bulk', admin, { action: 'delete', ids });
      expect(response.json<BulkAnswer>()).toEqual({ changed: 2, refused: [] });
      expect(await statusesOf(ids)).toEqual([]);
      const entries = await entriesAbout(ids);
      expect(entries.map((entry) => [entry.actionType, entry.level, entry.action])).toEqual([
        ['DELETE', 'WARN', `Deleted review #${ids[0]} of ${restaurant.name}`],
        ['DELETE', 'WARN', `Deleted review #${ids[1]} of ${restaurant.name}`],
      ]);
    });

    it(`takes at most ${MAX_BULK_IDS} ids, and only from admins`, async () => {
      const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
      const refused = await call('POST', '/admin/reviews/bulk', admin, { action: 'approve', ids: tooMany });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(
        validationErrorBody({
          ids: [`At most ${MAX_BULK_IDS} ids at once; use a filter for more`],
        }),
      );
      const thousand = Array.from({ length: MAX_BULK_IDS }, (_, index) => 2_000_000_000 + index);
      const accepted = await call('POST', '/admin/reviews/bulk', admin, { action: 'approve', ids: thousand });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<BulkAnswer>().refused).toHaveLength(MAX_BULK_IDS);

      const { reviews: rows } = await arrange(unique('bulk-owner'), ['PENDING']);
      const byOwner = await call('POST', '/admin/reviews/bulk', owner, {
        action: 'approve',
        ids: rows.map((row) => row.id),
      });
      expect(byOwner.statusCode).toBe(403);
      expect(await statusesOf(rows.map((row) => row.id))).toEqual(['PENDING']);
      const unknown = await call('POST', '/admin/reviews/bulk', admin, { action: 'hide', ids: [1] });
      expect(unknown.json().fieldErrors).toEqual({
        action: ['Action must be one of: approve, reject, delete'],
      });
    });
  });

  describe('PUT and DELETE /api/reviews/{id}/reply', () => {
    it("lets the restaurant's owner reply, trimmed; replacing it logs again, the same text does not", async () => {
      const { restaurant, reviews: rows } = await arrange(unique('reply'), ['APPROVED']);
      const id = rows[0]?.id ?? 0;
      const first = await call('PUT', `/api/reviews/${id}/reply`, owner, { text: '  Thank you!  ' });
      expect(first.statusCode, first.body).toBe(200);
      const reply = first.json<Review>().reply;
      expect(reply).toMatchObject({ text: 'Thank you!', authorId: owner.id, authorName: 'owner Tester' });
      expect(Date.parse(reply?.repliedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      await call('PUT', `/api/reviews/${id}/reply`, owner, { text: 'Thank you!' });
      const replaced = await call('PUT', `/api/reviews/${id}/reply`, owner, { text: 'Thanks a lot!' });
      expect(replaced.json<Review>().reply?.text).toBe('Thanks a lot!');
      // The list shows it too.
      const listed = await call('GET', `/admin/reviews?restaurantId=${restaurant.id}`, admin);
      expect(listed.json<PageOf<Review>>().content[0]?.reply?.text).toBe('Thanks a lot!');

      const removed = await call('DELETE', `/api/reviews/${id}/reply`, owner);
      expect(removed.statusCode).toBe(204);
      const again = await call('DELETE', `/api/reviews/${id}/reply`, owner);
      expect(again.statusCode).toBe(204);
      const stored = await server.db.select().from(reviews).where(eq(reviews.id, id));
      expect(stored[0]).toMatchObject({ replyText: null, replyAuthorId: null, repliedAt: null });

      const entries = await entriesAbout([id]);
      expect(entries.map((entry) => [entry.actionType, entry.action, entry.userId])).toEqual([
        ['REPLY', `Replied to review #${id} of ${restaurant.name}`, owner.id],
        ['REPLY', `Replied to review #${id} of ${restaurant.name}`, owner.id],
        ['REPLY_DELETE', `Removed the reply to review #${id} of ${restaurant.name}`, owner.id],
      ]);
    });

    it('refuses the owner of another restaurant (403), customers (403) and unknown reviews (404)', async () => {
      const { reviews: rows } = await arrange(unique('reply-refused'), ['APPROVED']);
      const id = rows[0]?.id ?? 0;
      const other = await call('PUT', `/api/reviews/${id}/reply`, otherOwner, { text: 'Not mine' });
      expect([other.statusCode, other.json().message]).toEqual([
        403,
        'You can only reply to reviews of your own restaurants',
      ]);
      const otherRemove = await call('DELETE', `/api/reviews/${id}/reply`, otherOwner);
      expect(otherRemove.statusCode).toBe(403);
      expect((await call('PUT', `/api/reviews/${id}/reply`, customer, { text: 'Hi' })).statusCode).toBe(403);
      const missing = await call('PUT', '/api/reviews/999999999/reply', owner, { text: 'Hi' });
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'Review not found']);
      expect(await entriesAbout([id])).toEqual([]);
      // An admin may reply to any review.
      const byAdmin = await call('PUT', `/api/reviews/${id}/reply`, admin, { text: 'From the platform' });
      expect(byAdmin.json<Review>().reply).toMatchObject({ authorId: admin.id });
    });

    it(`takes 1 to ${MAX_REVIEW_REPLY_LENGTH} characters after trimming; blank is a 400, not a removal`, async () => {
      const { reviews: rows } = await arrange(unique('reply-length'), ['APPROVED']);
      const id = rows[0]?.id ?? 0;
      const longest = 'x'.repeat(MAX_REVIEW_REPLY_LENGTH);
      expect(
        (await call('PUT', `/api/reviews/${id}/reply`, owner, { text: ` ${longest} ` })).statusCode,
      ).toBe(200);
      const cases: [unknown, string][] = [
        [{ text: '   ' }, 'Reply is required'],
        [{}, 'Reply is required'],
        [{ text: `${longest}x` }, `Reply must be at most ${MAX_REVIEW_REPLY_LENGTH} characters`],
      ];
      for (const [payload, message] of cases) {
        const response = await call('PUT', `/api/reviews/${id}/reply`, owner, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(validationErrorBody({ text: [message] }));
      }
      const stored = await server.db.select().from(reviews).where(eq(reviews.id, id));
      expect(stored[0]?.replyText).toBe(longest);
    });
  });

  describe('POST /api/restaurants/{restaurantId}/reviews', () => {
    it('records a customer review as PENDING, logged, and refuses other roles and unknown restaurants', async () => {
      const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: unique('Reviewed') });
      const created = await call('POST', `/api/restaurants/${restaurant.id}/reviews`, customer, {
        rating: 5,
        text: '  Lovely  ',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        restaurantId: restaurant.id,
        userId: customer.id,
        rating: 5,
        status: 'PENDING',
        reply: null,
      });
      const [entry] = await server.db
        .select()
        .from(activityLog)
        .where(like(activityLog.action, `Reviewed ${restaurant.name}%`));
      expect(entry).toMatchObject({ category: 'REVIEW', actionType: 'CREATE', userId: customer.id });

      const bad = await call('POST', `/api/restaurants/${restaurant.id}/reviews`, customer, { rating: 6 });
      expect(bad.json().fieldErrors).toEqual({ rating: ['Rating must be an integer from 1 to 5'] });
      const missing = await call('POST', '/api/restaurants/999999999/reviews', customer, { rating: 3 });
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'Restaurant not found']);
      for (const caller of [owner, admin]) {
        const refused = await call('POST', `/api/restaurants/${restaurant.id}/reviews`, caller, {
          rating: 5,
        });
        expect([refused.statusCode, refused.json().message]).toEqual([403, 'Customer role required']);
      }
    });
  });

  describe("a restaurant's rating", () => {
    it('averages and counts APPROVED reviews only, in the list, the detail and the unpaged list', async () => {
      const token = unique('rating');
      // ratings 1..5 by position: approved 2 and 4 stars, the others pending or rejected.
      const { restaurant, reviews: rows } = await arrange(token, [
        'PENDING',
        'APPROVED',
        'REJECTED',
        'APPROVED',
        'PENDING',
      ]);
      const ratingOf = async () => {
        const detail = await call('GET', `/api/restaurants/${restaurant.id}`, customer);
        const page = await call('GET', `/api/restaurants?search=${token}`, customer);
        const all = await call('GET', '/api/restaurants', customer);
        const listed = page.json<PageOf<{ averageRating: number; reviewCount: number }>>().content[0];
        const unpaged = all
          .json<{ id: number; averageRating: number; reviewCount: number }[]>()
          .find((row) => row.id === restaurant.id);
        expect(listed).toMatchObject(detail.json());
        expect(unpaged).toMatchObject({
          averageRating: listed?.averageRating,
          reviewCount: listed?.reviewCount,
        });
        return [detail.json().averageRating, detail.json().reviewCount];
      };
      expect(await ratingOf()).toEqual([3, 2]);
      await call('POST', `/admin/reviews/${rows[4]?.id}/moderation`, admin, { status: 'APPROVED' });
      expect(await ratingOf()).toEqual([3.67, 3]);
      await call('POST', '/admin/reviews/bulk', admin, { action: 'reject', filter: { search: token } });
      expect(await ratingOf()).toEqual([null, 0]);

      const created = await call('POST', '/api/restaurants', admin, {
        name: unique('New'),
        address: '1 Way',
      });
      expect(created.json()).toMatchObject({ averageRating: null, reviewCount: 0 });
      const updated = await call('PUT', `/api/restaurants/${restaurant.id}`, owner, {
        name: restaurant.name,
        address: '2 Way',
      });
      expect(updated.json()).toMatchObject({ averageRating: null, reviewCount: 0 });
    });
  });
});
