import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { History, Pencil, Star, Store, Users, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import type { Restaurant, Review } from '@food-admin/api-client';
import {
  ActiveBadge,
  Badge,
  Breadcrumbs,
  Button,
  EntityCardMedia,
  isolatedText,
  Ltr,
  PageLayout,
  Skeleton,
  useKitStrings,
  type BadgeTone,
} from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { messages as teamMessages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCan } from '@/lib/auth/grants';
import { useFormatDateTime } from '@/lib/format-date';
import { LoadError } from '@/shared/layout/load-error';
import { LoadingTitle } from '@/shared/layout/loading-title';
import { HistoryDialog } from '@/shared/history/history-dialog';
import { restaurantMenusQuery } from '@/features/menus';
import { OrderStatusBadge } from '@/features/orders';
import {
  restaurantQuery,
  restaurantRecentOrdersQuery,
  restaurantRecentReviewsQuery,
} from './restaurant-queries';
import { useRestaurantsTitle } from './restaurants-title';
import { Panel, PanelBody } from './detail-panel';
import { OrdersNowPanel } from './orders-now-panel';
import { restaurantHistoryLabels, restaurantHistoryValueNames } from './restaurant-history';
import '@/shared/layout/detail-page.css';
import './restaurant-screen.css';

/** Restaurants (My Restaurants for an owner) / the restaurant. */
function RestaurantCrumbs({ name }: { name?: string }) {
  const restaurants = useRestaurantsTitle();
  return (
    <Breadcrumbs
      items={[
        { label: restaurants, renderLink: (props) => <Link to="/admin/restaurants" {...props} /> },
        { label: name ?? '…' },
      ]}
    />
  );
}

function BackToRestaurants() {
  const t = useT(messages);
  return <Link to="/admin/restaurants">{t('restaurants.back')}</Link>;
}

/** /admin/restaurants/{id} whose id is not a restaurant's (the route's not-found page). */
export function InvalidRestaurantPageAddress() {
  const t = useT(messages);
  return (
    <PageLayout title={t('restaurants.restaurant')} breadcrumb={<RestaurantCrumbs />}>
      <LoadError error={t('restaurants.invalidAddress')} back={<BackToRestaurants />} />
    </PageLayout>
  );
}

/**
 * One restaurant (docs/requirements.md#req-routes-restaurant-page): its logo, owner, status, rating,
 * address and description; its latest orders and reviews, each a link; its menus; Edit, History and,
 * for whoever may run it, its Team.
 * Each part loads, fails and is empty on its own, so a failed orders list never hides the rest.
 */
export function RestaurantScreen({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const teamT = useT(teamMessages);
  const can = useCan();
  const restaurant = useQuery(restaurantQuery(api, restaurantId));
  const [historyOpen, setHistoryOpen] = useState(false);

  if (restaurant.isError)
    return (
      <PageLayout title={t('restaurants.restaurant')} breadcrumb={<RestaurantCrumbs />}>
        <LoadError
          error={restaurant.error}
          onRetry={() => void restaurant.refetch()}
          back={<BackToRestaurants />}
        />
      </PageLayout>
    );
  if (restaurant.isPending)
    return (
      <PageLayout
        title={<LoadingTitle width="14rem" label={t('restaurants.loadingRestaurant')} />}
        breadcrumb={<RestaurantCrumbs />}
      >
        <div className="detail-layout" aria-busy="true">
          <Skeleton height="16rem" />
          <Skeleton height="16rem" />
        </div>
      </PageLayout>
    );

  const data = restaurant.data;
  const params = { id: data.id };
  // Its team, for whoever may run it there (docs/requirements.md#req-permissions).
  const managesTeam = can('staff.manage', { id: data.id, ownerId: data.ownerId ?? null });
  return (
    <PageLayout
      title={
        <span className="restaurant-page__title">
          {data.name} <ActiveBadge active={data.isActive} />
        </span>
      }
      description={<Ltr>{data.address}</Ltr>}
      breadcrumb={<RestaurantCrumbs name={data.name} />}
      actions={
        <>
          <Button
            variant="outline"
            leadingIcon={<History size={16} aria-hidden="true" />}
            onClick={() => setHistoryOpen(true)}
          >
            {t('restaurants.history')}
          </Button>
          {managesTeam ? (
            <Button asChild variant="outline" leadingIcon={<Users size={16} aria-hidden="true" />}>
              <Link to="/admin/restaurants/$id/team" params={params}>
                {teamT('team.team')}
              </Link>
            </Button>
          ) : null}
          <Button asChild leadingIcon={<Pencil size={16} aria-hidden="true" />}>
            <Link to="/admin/restaurants/$id/edit" params={params}>
              {t('restaurants.edit')}
            </Link>
          </Button>
        </>
      }
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          <RecentOrders restaurantId={data.id} />
          <RecentReviews restaurantId={data.id} />
        </div>
        <div className="detail-layout__side">
          <OrdersNowPanel restaurant={data} />
          <RestaurantFacts restaurant={data} />
          <RestaurantMenus restaurantId={data.id} />
        </div>
      </div>
      <HistoryDialog
        kind="restaurant"
        record={historyOpen ? data : null}
        name={data.name}
        labels={restaurantHistoryLabels(t)}
        valueNames={restaurantHistoryValueNames(t)}
        onClose={() => setHistoryOpen(false)}
      />
    </PageLayout>
  );
}

function RestaurantFacts({ restaurant }: { restaurant: Restaurant }) {
  const t = useT(messages);
  const strings = useKitStrings();
  const { averageRating, reviewCount = 0 } = restaurant;
  const rated = averageRating !== null && averageRating !== undefined && reviewCount > 0;
  return (
    <Panel id="restaurant-details-title" title={t('restaurants.details')}>
      <div className="restaurant-facts__logo">
        <EntityCardMedia src={restaurant.logoUrl} fallback={<Store size={36} strokeWidth={1.5} />} />
      </div>
      <dl className="restaurant-facts">
        <dt>{t('restaurants.owner')}</dt>
        <dd>
          <OwnerFact restaurant={restaurant} />
        </dd>
        <dt>{t('restaurants.status')}</dt>
        <dd>
          <ActiveBadge active={restaurant.isActive} />
        </dd>
        <dt>{t('restaurants.rating')}</dt>
        <dd>
          {rated ? (
            <span className="restaurant-facts__rating">
              <Star size={14} aria-hidden="true" />
              <span aria-hidden="true">
                {strings.formatRating(averageRating)} · {strings.reviewCount(reviewCount)}
              </span>
              <span className="fa-visually-hidden">
                {strings.ratedOutOf5(strings.formatRating(averageRating), strings.reviewCount(reviewCount))}
              </span>
            </span>
          ) : (
            <span className="restaurant-facts__muted">{t('restaurants.noRating')}</span>
          )}
        </dd>
        <dt>{t('restaurants.description')}</dt>
        <dd dir={restaurant.description ? 'auto' : undefined}>
          {restaurant.description || (
            <span className="restaurant-facts__muted">{t('restaurants.noDescription')}</span>
          )}
        </dd>
      </dl>
    </Panel>
  );
}

/** The owner by name and email; "No owner", or "Deleted account" once their account is gone. */
function OwnerFact({ restaurant }: { restaurant: Restaurant }) {
  const t = useT(messages);
  const { owner, ownerId } = restaurant;
  if (owner)
    return (
      <>
        {owner.name}
        <br />
        <a href={`mailto:${owner.email}`}>
          <Ltr>{owner.email}</Ltr>
        </a>
      </>
    );
  return (
    <span className="restaurant-facts__muted">
      {ownerId === null || ownerId === undefined ? t('restaurants.noOwner') : t('restaurants.ownerDeleted')}
    </span>
  );
}

function RestaurantMenus({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const menus = useQuery(restaurantMenusQuery(api, restaurantId));
  return (
    <Panel
      id="restaurant-menus-title"
      title={t('restaurants.menus')}
      footer={
        <Link to="/admin/restaurants/$restaurantId/menu" params={{ restaurantId }}>
          {t('restaurants.menuPage')}
        </Link>
      }
    >
      <PanelBody query={menus} rows={menus.data} empty={t('restaurants.noMenus')}>
        {(rows) => (
          <ul className="restaurant-list">
            {rows.map((menu) => (
              <li key={menu.id} className="restaurant-list__row">
                <UtensilsCrossed size={16} aria-hidden="true" className="restaurant-list__icon" />
                <Link
                  to="/admin/menus/$menuId/dishes"
                  params={{ menuId: menu.id }}
                  className="restaurant-list__main"
                >
                  {menu.name}
                </Link>
                <ActiveBadge active={menu.isActive} />
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </Panel>
  );
}

function RecentOrders({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const { formatMoney } = useKitStrings();
  const formatDateTime = useFormatDateTime();
  const orders = useQuery(restaurantRecentOrdersQuery(api, restaurantId));
  return (
    <Panel
      id="restaurant-orders-title"
      title={t('restaurants.recentOrders')}
      footer={
        <Link to="/admin/orders" search={{ restaurantId: [restaurantId] }}>
          {t('restaurants.allOrders')}
        </Link>
      }
    >
      <PanelBody query={orders} rows={orders.data?.content} empty={t('restaurants.noOrders')}>
        {(rows) => (
          <ul className="restaurant-list">
            {rows.map((order) => (
              <li key={order.id} className="restaurant-list__row">
                <Link
                  to="/admin/orders/$orderId"
                  params={{ orderId: order.id }}
                  className="restaurant-list__main"
                >
                  {t('restaurants.orderNumber', { id: order.id })}
                </Link>
                <OrderStatusBadge status={order.status} />
                <span className="restaurant-list__number">
                  {formatMoney(order.totalMinor, order.currency)}
                </span>
                <time className="restaurant-list__muted" dateTime={order.createdAt}>
                  {formatDateTime(order.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </Panel>
  );
}

/** A review's status as its badge shows it: its colour and its name. */
const REVIEW_STATUS = {
  PENDING: { tone: 'warning', name: 'restaurants.reviewStatus.PENDING' },
  APPROVED: { tone: 'success', name: 'restaurants.reviewStatus.APPROVED' },
  REJECTED: { tone: 'neutral', name: 'restaurants.reviewStatus.REJECTED' },
} as const satisfies Record<Review['status'], { tone: BadgeTone; name: keyof typeof messages }>;

function RecentReviews({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const reviews = useQuery(restaurantRecentReviewsQuery(api, restaurantId));
  return (
    <Panel
      id="restaurant-reviews-title"
      title={t('restaurants.recentReviews')}
      footer={
        <Link to="/admin/reviews" search={{ restaurantId: [restaurantId] }}>
          {t('restaurants.allReviews')}
        </Link>
      }
    >
      <PanelBody query={reviews} rows={reviews.data?.content} empty={t('restaurants.noReviews')}>
        {(rows) => (
          <ul className="restaurant-list">
            {rows.map((review) => (
              <li key={review.id} className="restaurant-review">
                <p className="restaurant-review__head">
                  <span className="restaurant-facts__rating">
                    <Star size={14} aria-hidden="true" />
                    {t('restaurants.reviewRating', { rating: review.rating })}
                  </span>
                  <Badge tone={REVIEW_STATUS[review.status].tone}>
                    {t(REVIEW_STATUS[review.status].name)}
                  </Badge>
                  <span className="restaurant-list__muted">
                    {t('restaurants.reviewBy', {
                      name: review.userName ? isolatedText(review.userName) : t('restaurants.deletedAuthor'),
                    })}{' '}
                    · <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
                  </span>
                </p>
                {review.text ? (
                  <p className="restaurant-review__text" dir="auto">
                    {review.text}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </Panel>
  );
}
