import { contract, type ReviewVerdict, refusal } from '@food-admin/api-client';
import { BulkOutcome, byId, inChunks, targetIds } from '../../db/bulk';
import type { Database } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { answerWithProgress } from '../../http/edge/progress';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivities } from '../activity/record-activity';
import { deletedEntry, verdictEntry } from './review-access';
import {
  deleteReviews,
  lockReviews,
  reviewsSource,
  setReviewsStatus,
  type LockedReview,
} from './reviews.repository';

const VERDICT_OF = { approve: 'APPROVED', reject: 'REJECTED' } as const satisfies Record<
  string,
  ReviewVerdict
>;

/**
 * POST /admin/reviews/bulk (docs/api.md#bulk-actions): approve, reject or delete many reviews in one
 * transaction. Ids that name no review are refused; reviews already in the target status are
 * unchanged (no write, no entry, not refused); every changed review logs the entry its single
 * moderation would (a delete: `Deleted review #… of …` at WARN). Rows go a chunk at a time,
 * reporting progress to a caller who asked (docs/api.md#progress).
 */
export function reviewsBulkRoute(db: Database): Route {
  return defineRoute(contract.admin.reviewsBulk, async ({ body, user, request, reply }) =>
    answerWithProgress(request, reply, (report) =>
      runTransaction(db, async (tx) => {
        const ids = await targetIds(reviewsSource(tx, user), body);
        const outcome = new BulkOutcome();
        await inChunks(ids, report, async (chunk) => {
          outcome.changed += await applyToChunk(chunk);
        });
        return outcome.result();

        /** Locks, decides and changes the reviews of `chunk`; answers how many changed. */
        async function applyToChunk(chunk: number[]): Promise<number> {
          const rows = new Map((await lockReviews(tx, chunk)).map((row) => [row.id, row]));
          const found: LockedReview[] = [];
          for (const id of chunk) {
            const row = rows.get(id);
            if (row === undefined) outcome.refuse(id, refusal('NOT_FOUND'));
            else found.push(row);
          }

          if (body.action === 'delete') {
            const deleted = new Set(
              (
                await deleteReviews(
                  tx,
                  found.map((row) => row.id),
                  user.id,
                )
              ).map((row) => row.id),
            );
            const changed = byId(found.filter((row) => deleted.has(row.id)));
            await recordActivities(tx, user, changed.map(deletedEntry));
            return changed.length;
          }

          const status = VERDICT_OF[body.action];
          const toChange = found.filter((row) => row.status !== status);
          const updated = new Set(
            (
              await setReviewsStatus(
                tx,
                toChange.map((row) => row.id),
                status,
              )
            ).map((row) => row.id),
          );
          const changed = byId(toChange.filter((row) => updated.has(row.id)));
          await recordActivities(
            tx,
            user,
            changed.map((row) => verdictEntry(row, status)),
          );
          return changed.length;
        }
      }),
    ),
  );
}
