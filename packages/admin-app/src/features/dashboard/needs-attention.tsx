import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PENDING_ORDER_ALERT_MINUTES } from '@food-admin/api-client';
import { Banner, Skeleton } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { dashboardAttentionQuery } from './dashboard-queries';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * What waits for someone (docs/requirements.md#req-dashboard-trends): orders pending for 10 minutes
 * or more, reviews awaiting moderation, active restaurants without an active menu; each a link to
 * the list that shows them. Nothing waiting says so.
 */
export function NeedsAttention() {
  const api = useApi();
  const attention = useQuery(dashboardAttentionQuery(api));
  const data = attention.data;
  const items = data
    ? [
        data.pendingOrders.count > 0 ? (
          <Link
            key="orders"
            to="/admin/orders"
            search={{ status: ['PENDING'], createdTo: data.pendingOrders.placedBefore }}
          >
            {plural(data.pendingOrders.count, 'order', 'orders')} pending for {PENDING_ORDER_ALERT_MINUTES}{' '}
            minutes or more
          </Link>
        ) : null,
        data.pendingReviews > 0 ? (
          <Link key="reviews" to="/admin/reviews">
            {plural(data.pendingReviews, 'review', 'reviews')} awaiting moderation
          </Link>
        ) : null,
        data.restaurantsWithoutActiveMenu > 0 ? (
          <Link key="restaurants" to="/admin/restaurants">
            {plural(data.restaurantsWithoutActiveMenu, 'restaurant', 'restaurants')} without an active menu
          </Link>
        ) : null,
      ].filter((item) => item !== null)
    : [];

  return (
    <section className="needs-attention" aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title" className="needs-attention__title">
        Needs attention
      </h2>
      {attention.isError ? (
        <Banner tone="warning" onRetry={() => void attention.refetch()}>
          {attention.error.message}
        </Banner>
      ) : attention.isPending ? (
        <Skeleton text="md" width="60%" />
      ) : items.length === 0 ? (
        <p className="needs-attention__clear">Nothing needs attention.</p>
      ) : (
        <ul className="needs-attention__list">
          {items.map((item) => (
            <li key={item.key}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
