import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LONG_PAUSE_ALERT_HOURS, PENDING_ORDER_ALERT_MINUTES } from '@food-admin/api-client';
import { Banner, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import { dashboardAttentionQuery } from './dashboard-queries';

const HOUR_MS = 3_600_000;

/**
 * The restaurants list's pausedBefore that selects the long pauses: LONG_PAUSE_ALERT_HOURS before
 * the attention answer came (not before each render), so the list shows the pauses the count was
 * made of, whenever the link is followed.
 */
const longPausesBegunBefore = (answeredAt: number) =>
  new Date(answeredAt - LONG_PAUSE_ALERT_HOURS * HOUR_MS).toISOString();

/**
 * What waits for someone (docs/requirements.md#req-dashboard-trends): orders the platform will soon
 * answer by their acceptance timeout, orders pending for 10 minutes or more, reviews awaiting
 * moderation, active restaurants without an active menu, restaurants paused now and those paused
 * for long; each a link to the list that shows them. Nothing waiting says so.
 */
export function NeedsAttention() {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const time = useFormatDateTime();
  const attention = useQuery(dashboardAttentionQuery(api));
  const data = attention.data;
  const items = data
    ? [
        data.ordersNearAcceptanceTimeout ? (
          // The PENDING orders placed from the first to the last of them: those, and any other
          // PENDING order placed between (no list filter selects by timeout).
          <Link
            key="timeouts"
            to="/admin/orders"
            search={{
              status: ['PENDING'],
              createdFrom: data.ordersNearAcceptanceTimeout.placedFrom,
              createdTo: data.ordersNearAcceptanceTimeout.placedBefore,
            }}
          >
            {t('dashboard.attention.ordersNearAcceptanceTimeout', {
              count: data.ordersNearAcceptanceTimeout.count,
              time: time(data.ordersNearAcceptanceTimeout.firstDueAt),
            })}
          </Link>
        ) : null,
        data.pendingOrders.count > 0 ? (
          <Link
            key="orders"
            to="/admin/orders"
            search={{ status: ['PENDING'], createdTo: data.pendingOrders.placedBefore }}
          >
            {t('dashboard.attention.pendingOrders', {
              count: data.pendingOrders.count,
              minutes: PENDING_ORDER_ALERT_MINUTES,
            })}
          </Link>
        ) : null,
        data.pendingReviews > 0 ? (
          <Link key="reviews" to="/admin/reviews">
            {t('dashboard.attention.pendingReviews', { count: data.pendingReviews })}
          </Link>
        ) : null,
        data.restaurantsWithoutActiveMenu > 0 ? (
          // The table, where filters apply: the active restaurants without an active menu.
          <Link
            key="restaurants"
            to="/admin/restaurants"
            search={{ layout: 'table', isActive: [true], hasActiveMenu: [false] }}
          >
            {t('dashboard.attention.restaurantsWithoutMenu', { count: data.restaurantsWithoutActiveMenu })}
          </Link>
        ) : null,
        data.pausedRestaurants > 0 ? (
          <Link key="paused" to="/admin/restaurants" search={{ layout: 'table', availability: ['paused'] }}>
            {t('dashboard.attention.pausedRestaurants', { count: data.pausedRestaurants })}
          </Link>
        ) : null,
        data.longPausedRestaurants > 0 ? (
          // The table, where the chip of the time shows and can be removed: the paused ones whose
          // pause began before then.
          <Link
            key="long-paused"
            to="/admin/restaurants"
            search={{
              layout: 'table',
              availability: ['paused'],
              pausedBefore: longPausesBegunBefore(attention.dataUpdatedAt),
            }}
          >
            {t('dashboard.attention.longPausedRestaurants', {
              count: data.longPausedRestaurants,
              hours: LONG_PAUSE_ALERT_HOURS,
            })}
          </Link>
        ) : null,
      ].filter((item) => item !== null)
    : [];

  return (
    <section className="needs-attention" aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title" className="needs-attention__title">
        {t('dashboard.needsAttention')}
      </h2>
      {attention.isError ? (
        <Banner tone="warning" onRetry={() => void attention.refetch()}>
          {texts.error(attention.error)}
        </Banner>
      ) : attention.isPending ? (
        <Skeleton text="md" width="60%" />
      ) : items.length === 0 ? (
        <p className="needs-attention__clear">{t('dashboard.nothingNeedsAttention')}</p>
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
