import { REFUSALS, type RefusalCode, validationErrorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

/** A bulk action's refusal as answered: the reason and its code (docs/api.md#error-codes). */
/** A bulk refusal of row `id`: the declared refusal's message and code. */
const refusal = (id: number, code: RefusalCode) => ({ id, reason: REFUSALS[code].message as string, code });

useMockApi();
const api = mockClient();

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const lastActivity = () => mockDb.activity.all().sort((a, b) => b.id - a.id)[0];
const ownedByDemoOwner = () =>
  new Set(
    mockDb.restaurants
      .all()
      .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
      .map((restaurant) => restaurant.id),
  );

describe('reviews: moderation (docs/api.md#reviews)', () => {
  it('filters by status (repeatable) and counts each status under the other filters', async () => {
    const pending = await api.admin.reviews({ query: { status: ['PENDING'], size: 100 } });
    expect(ids(pending.content)).toEqual([26, 24, 21, 17, 13]);
    const settled = await api.admin.reviews({ query: { status: ['APPROVED', 'REJECTED'], size: 100 } });
    expect(settled.totalElements).toBe(21);
    expect((await api.admin.reviewFacets({ query: { rating: [2] } })).status).toEqual([
      { value: 'REJECTED', count: 3 },
    ]);
    expect((await rawFetch('GET', '/admin/reviews?status=HIDDEN')).body).toEqual(
      validationErrorBody({ status: ['Status must be one of: PENDING, APPROVED, REJECTED'] }),
    );
  });

  it('approves one review once: the repeat changes nothing and logs nothing', async () => {
    const approved = await api.admin.moderateReview({ params: { id: 26 }, body: { status: 'APPROVED' } });
    expect(approved).toMatchObject({ id: 26, status: 'APPROVED' });
    expect(lastActivity()).toMatchObject({
      category: 'REVIEW',
      actionType: 'APPROVE',
      action: 'Approved review #26 of Trattoria Bella Vista',
      entityId: 26,
    });
    const entries = mockDb.activity.count();
    await api.admin.moderateReview({ params: { id: 26 }, body: { status: 'APPROVED' } });
    expect(mockDb.activity.count()).toBe(entries);
    expect(
      (await apiError(api.admin.moderateReview({ params: { id: 999 }, body: { status: 'REJECTED' } })))
        .status,
    ).toBe(404);
  });

  it('bulk: approves by ids and by filter, refuses unknown ids, leaves reviews already so', async () => {
    const answer = await api.admin.reviewsBulk({ body: { action: 'approve', ids: [26, 25, 999] } });
    expect(answer).toEqual({ changed: 1, refused: [refusal(999, 'NOT_FOUND')] });
    const byFilter = await api.admin.reviewsBulk({
      body: { action: 'reject', filter: { status: ['PENDING'] } },
    });
    expect(byFilter).toEqual({ changed: 4, refused: [] });
    expect(mockDb.reviews.all().filter((review) => review.status === 'PENDING')).toEqual([]);
    const deleted = await api.admin.reviewsBulk({ body: { action: 'delete', ids: [1, 2] } });
    expect(deleted.changed).toBe(2);
    expect(lastActivity()).toMatchObject({ actionType: 'DELETE', level: 'WARN', entityId: 2 });
  });

  it("an owner sees only their restaurants' reviews and replies only to those", async () => {
    mockDb.actor = 'owner@demo.food';
    const owned = ownedByDemoOwner();
    const page = await api.admin.reviews({ query: { size: 100 } });
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((review) => owned.has(review.restaurantId))).toBe(true);

    const own = page.content.find((review) => review.reply === null);
    if (!own) throw new Error('the fixtures give the demo owner a review without a reply');
    const replied = await api.reviews.reply({ params: { id: own.id }, body: { text: '  Thank you!  ' } });
    expect(replied.reply).toMatchObject({
      text: 'Thank you!',
      authorId: DEMO_OWNER_ID,
      authorName: 'Oscar Owner',
    });

    const other = mockDb.reviews.all().find((review) => !owned.has(review.restaurantId));
    const refused = await apiError(api.reviews.reply({ params: { id: other!.id }, body: { text: 'Hi' } }));
    expect([refused.status, refused.message]).toEqual([
      403,
      'You can only reply to reviews of your own restaurants',
    ]);

    await api.reviews.removeReply({ params: { id: own.id } });
    expect(mockDb.reviews.find(own.id)?.reply).toBeNull();
    expect(lastActivity()).toMatchObject({ actionType: 'REPLY_DELETE', username: 'owner@demo.food' });
  });

  it('a blank reply is a 400, not a removal', async () => {
    expect((await rawFetch('PUT', '/api/reviews/19/reply', { text: '   ' })).body).toEqual(
      validationErrorBody({ text: ['Reply is required'] }),
    );
    expect(mockDb.reviews.find(19)?.reply).not.toBeNull();
  });

  it("a new review waits as PENDING and does not count towards the restaurant's rating yet", async () => {
    mockDb.actor = 'customer@demo.food';
    const before = await api.restaurants.get({ params: { id: 5 } });
    const review = await api.reviews.create({
      params: { restaurantId: 5 },
      body: { rating: 1, text: 'Cold.' },
    });
    expect(review).toMatchObject({
      restaurantId: 5,
      status: 'PENDING',
      rating: 1,
      userName: 'Cora Customer',
    });
    expect(await api.restaurants.get({ params: { id: 5 } })).toEqual(before);

    mockDb.actor = 'admin@demo.food';
    await api.admin.moderateReview({ params: { id: review.id }, body: { status: 'APPROVED' } });
    const after = await api.restaurants.get({ params: { id: 5 } });
    expect(after.reviewCount).toBe((before.reviewCount ?? 0) + 1);
  });
});
