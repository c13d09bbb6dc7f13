import type { ReviewStatus, Review } from '@food-admin/api-client';
import { Badge, type BadgeTone, type ColumnDef } from '@food-admin/ui';
import type { Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/reviews';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import './reviews.css';

/** The reviews namespace's `t`, for the helpers outside components. */
export type ReviewsT = Translate<keyof typeof messages>;

const STATUS_BADGE = {
  PENDING: { tone: 'warning', label: 'reviews.status.pending' },
  APPROVED: { tone: 'success', label: 'reviews.status.approved' },
  REJECTED: { tone: 'danger', label: 'reviews.status.rejected' },
} as const satisfies Record<ReviewStatus, { tone: BadgeTone; label: keyof typeof messages }>;

/** A review status as people read it ('Pending'); a status the app does not know is shown as it came. */
export const reviewStatusName = (t: ReviewsT, status: string) =>
  Object.hasOwn(STATUS_BADGE, status) ? t(STATUS_BADGE[status as ReviewStatus].label) : status;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useT(messages);
  const { tone, label } = STATUS_BADGE[status];
  return <Badge tone={tone}>{t(label)}</Badge>;
}

function DateTime({ iso }: { iso: string }) {
  return useFormatDateTime()(iso);
}

/** The review's text in full (line breaks kept), and the owner's reply under it. */
function ReviewText({ review }: { review: Review }) {
  const t = useT(messages);
  const dateTime = useFormatDateTime();
  const reply = review.reply;
  return (
    <div className="review-text">
      <p className="review-text__body" dir="auto">
        {review.text || '—'}
      </p>
      {reply ? (
        <div className="review-reply">
          <p className="review-reply__by">
            {reply.authorName === null || reply.authorName === undefined
              ? t('reviews.replyFromRestaurant', { date: dateTime(reply.repliedAt) })
              : t('reviews.replyFrom', { author: reply.authorName, date: dateTime(reply.repliedAt) })}
          </p>
          <p className="review-reply__text" dir="auto">
            {reply.text}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * ID, Restaurant, User, Rating, Review, Written (docs/requirements.md#req-routes-orders-reviews), and
 * ours: the moderation Status; the Review column shows the whole text and the reply. Short of room
 * (a laptop), Written, Status (the tabs say it) and User fold under the restaurant, then Rating.
 */
export const reviewColumns = (t: ReviewsT): ColumnDef<Review, unknown>[] => [
  { id: 'id', header: t('reviews.column.id'), accessorKey: 'id', meta: { kind: 'id' } },
  {
    id: 'restaurant',
    header: t('reviews.column.restaurant'),
    accessorFn: (review) => review.restaurantName ?? `#${review.restaurantId}`,
    meta: { kind: 'text' },
  },
  {
    id: 'user',
    header: t('reviews.column.user'),
    accessorFn: (review) => review.userName ?? '—',
    meta: { kind: 'text', priority: 3 },
  },
  {
    id: 'rating',
    header: t('reviews.field.rating'),
    enableSorting: true,
    meta: { kind: 'tag', priority: 2 },
    cell: ({ row }) => (
      <span aria-label={t('reviews.ratingOutOf5', { rating: row.original.rating })}>
        {'★'.repeat(row.original.rating)}
        {'☆'.repeat(5 - row.original.rating)}
      </span>
    ),
  },
  {
    id: 'status',
    header: t('reviews.field.status'),
    meta: { kind: 'tag', priority: 3 },
    cell: ({ row }) => <ReviewStatusBadge status={row.original.status} />,
  },
  {
    id: 'text',
    header: t('reviews.column.review'),
    meta: { kind: 'prose' },
    cell: ({ row }) => <ReviewText review={row.original} />,
  },
  {
    id: 'createdAt',
    header: t('reviews.column.written'),
    accessorKey: 'createdAt',
    cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
    enableSorting: true,
    meta: { kind: 'date', priority: 3 },
  },
];
