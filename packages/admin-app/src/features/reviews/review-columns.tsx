import type { ReviewStatus, Review } from '@food-admin/api-client';
import { Badge, type BadgeTone, type ColumnDef } from '@food-admin/ui';
import { formatDateTime } from '@/lib/format-date';
import './reviews.css';

const STATUS_BADGE: Record<ReviewStatus, { tone: BadgeTone; label: string }> = {
  PENDING: { tone: 'warning', label: 'Pending' },
  APPROVED: { tone: 'success', label: 'Approved' },
  REJECTED: { tone: 'danger', label: 'Rejected' },
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { tone, label } = STATUS_BADGE[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The review's text in full (line breaks kept), and the owner's reply under it. */
function ReviewText({ review }: { review: Review }) {
  return (
    <div className="review-text">
      <p className="review-text__body">{review.text || '—'}</p>
      {review.reply ? (
        <div className="review-reply">
          <p className="review-reply__by">
            Reply from {review.reply.authorName ?? 'the restaurant'}, {formatDateTime(review.reply.repliedAt)}
          </p>
          <p className="review-reply__text">{review.reply.text}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * ID, Restaurant, User, Rating, Review, Written (docs/requirements.md#req-routes-orders-reviews), and
 * ours: the moderation Status; the Review column shows the whole text and the reply.
 */
export const reviewColumns: ColumnDef<Review, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  {
    id: 'restaurant',
    header: 'Restaurant',
    accessorFn: (review) => review.restaurantName ?? `#${review.restaurantId}`,
  },
  { id: 'user', header: 'User', accessorFn: (review) => review.userName ?? '—' },
  {
    id: 'rating',
    header: 'Rating',
    enableSorting: true,
    cell: ({ row }) => (
      <span aria-label={`${row.original.rating} out of 5`}>
        {'★'.repeat(row.original.rating)}
        {'☆'.repeat(5 - row.original.rating)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <ReviewStatusBadge status={row.original.status} />,
  },
  { id: 'text', header: 'Review', cell: ({ row }) => <ReviewText review={row.original} /> },
  {
    id: 'createdAt',
    header: 'Written',
    accessorFn: (review) => formatDateTime(review.createdAt),
    enableSorting: true,
  },
];
