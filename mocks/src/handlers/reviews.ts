import {
  activityMessage,
  contract,
  reviewListQueries,
  type Review,
  type ReviewVerdict,
  refusal,
} from '@food-admin/api-client';
import { can } from './permissions';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb, moveToTrash } from '../db/mock-db';
import { facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { BulkOutcome, noBulkChange, targetIds } from './bulk';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { noContent, refuse } from './respond';

/*
 * Reviews and their moderation, as the server's modules/reviews answers them (docs/api.md#reviews).
 * Unlike most mocks these follow the acting user's role (`mockDb.actor`): a RESTAURANT actor sees
 * only the reviews of their own restaurants and may reply only to those, so the owner's screens can
 * be shown in Storybook. The edge's role checks (403 for a customer) are not mocked.
 */

const reviewList = mockList<Review>()(reviewListQueries, {});

/** The acting user's row (the store's `actor` email), if they have one. */
const actorUser = (): MockUser | undefined =>
  mockDb.users.all().find((user) => user.email.toLowerCase() === mockDb.actor.toLowerCase());

/** The reviews the actor may see: those of the restaurants they hold reviews.reply on. */
function visibleReviews(): Review[] {
  const actor = actorUser();
  const reviews = mockDb.reviews.all();
  if (actor === undefined) return reviews;
  return reviews.filter((review) => can(actor, 'reviews.reply', review.restaurantId));
}

function assertCanReply(review: Review): MockUser | undefined {
  const actor = actorUser();
  if (actor === undefined || can(actor, 'reviews.reply', review.restaurantId)) return actor;
  throw refuse('REPLY_NOT_YOURS');
}

const reviewName = (review: Review) => ({ id: review.id, restaurant: review.restaurantName ?? '' });

function logVerdict(review: Review, status: ReviewVerdict): void {
  logActivity({
    category: 'REVIEW',
    actionType: status === 'APPROVED' ? 'APPROVE' : 'REJECT',
    ...activityMessage(status === 'APPROVED' ? 'REVIEW_APPROVED' : 'REVIEW_REJECTED', reviewName(review)),
    entityId: review.id,
  });
}

const VERDICT_OF = { approve: 'APPROVED', reject: 'REJECTED' } as const;

export const reviewEndpoints = {
  reviews: mockEndpoint(
    contract.admin.reviews,
    ({ query }) => listPage(visibleReviews(), query, reviewList),
    emptyPage,
  ),
  reviewFacets: mockEndpoint(
    contract.admin.reviewFacets,
    ({ query }) => facetCounts(visibleReviews(), query, reviewList),
    () => noFacets(reviewList),
  ),
  reviewsExport: mockEndpoint(
    contract.admin.reviewsExport,
    ({ query }) =>
      csvExport(contract.admin.reviewsExport, reviewList, listRows(visibleReviews(), query, reviewList)),
    () => csvExport(contract.admin.reviewsExport, reviewList, []),
  ),
  reviewsBulk: mockEndpoint(
    contract.admin.reviewsBulk,
    ({ body }) => {
      // The server's reviews.bulk.ts: unknown ids refused, reviews already so unchanged, one entry
      // per changed review in id order.
      const ids = targetIds(body, visibleReviews, reviewList);
      const outcome = new BulkOutcome();
      for (const id of ids) {
        const review = mockDb.reviews.find(id);
        if (review === undefined) {
          outcome.refuse(id, refusal('NOT_FOUND'));
          continue;
        }
        if (body.action === 'delete') {
          moveToTrash('review', [id]);
          logActivity({
            category: 'REVIEW',
            actionType: 'DELETE',
            ...activityMessage('REVIEW_DELETED', reviewName(review)),
            level: 'WARN',
            entityId: id,
          });
          outcome.changed += 1;
          continue;
        }
        const status = VERDICT_OF[body.action];
        if (review.status === status) continue;
        mockDb.reviews.update(id, { status });
        logVerdict(review, status);
        outcome.changed += 1;
      }
      return outcome.result();
    },
    noBulkChange,
  ),
  moderateReview: mockEndpoint(
    contract.admin.moderateReview,
    ({ params, body, request }) => {
      const review = existing(mockDb.reviews, params.id, 'Review');
      assertVersion(request, review, 'review');
      if (review.status === body.status) return review;
      logVerdict(review, body.status);
      return mockDb.reviews.update(review.id, { status: body.status }) ?? review;
    },
    noContent,
  ),
  replyToReview: mockEndpoint(
    contract.reviews.reply,
    ({ params, body, request }) => {
      const review = existing(mockDb.reviews, params.id, 'Review');
      assertVersion(request, review, 'review');
      const author = assertCanReply(review);
      const authorId = author?.id ?? null;
      if (review.reply?.text === body.text && review.reply.authorId === authorId) return review;
      logActivity({
        category: 'REVIEW',
        actionType: 'REPLY',
        ...activityMessage('REVIEW_REPLIED', reviewName(review)),
        entityId: review.id,
      });
      const reply = {
        text: body.text,
        authorId,
        authorName: author ? `${author.firstName} ${author.lastName}` : null,
        repliedAt: new Date().toISOString(),
      };
      return mockDb.reviews.update(review.id, { reply }) ?? review;
    },
    noContent,
  ),
  removeReviewReply: mockEndpoint(
    contract.reviews.removeReply,
    ({ params, request }) => {
      const review = existing(mockDb.reviews, params.id, 'Review');
      assertCanReply(review);
      assertVersion(request, review, 'review');
      if (review.reply === null) return;
      mockDb.reviews.update(review.id, { reply: null });
      logActivity({
        category: 'REVIEW',
        actionType: 'REPLY_DELETE',
        ...activityMessage('REVIEW_REPLY_REMOVED', reviewName(review)),
        entityId: review.id,
      });
    },
    noContent,
  ),
  createReview: mockEndpoint(
    contract.reviews.create,
    ({ params, body }) => {
      const restaurant = existing(mockDb.restaurants, params.restaurantId, 'Restaurant');
      const author = actorUser();
      const review = mockDb.reviews.insert({
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        userId: author?.id ?? null,
        userName: author ? `${author.firstName} ${author.lastName}` : null,
        rating: body.rating,
        text: body.text ?? null,
        status: 'PENDING',
        reply: null,
        createdAt: new Date().toISOString(),
      });
      logActivity({
        category: 'REVIEW',
        actionType: 'CREATE',
        ...activityMessage('REVIEW_CREATED', { restaurant: restaurant.name, rating: review.rating }),
        entityId: review.id,
      });
      return review;
    },
    noContent,
  ),
};
