import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderDetail, OrderPerson, OrderStatus } from '@food-admin/api-client';
import { Breadcrumbs, Ltr, PageLayout, Skeleton, useKitStrings } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { LoadError } from '@/shared/layout/load-error';
import { LoadingTitle } from '@/shared/layout/loading-title';
import { OrderActions } from './order-actions';
import { OrderPayments } from './order-payments';
import { OrderStatusBadge, type OrdersTranslate } from './order-columns';
import { CourierPicker } from './courier-picker';
import { orderQuery } from './order-queries';
import { HistoryPanel } from '@/shared/history/history-panel';
import { useFormatDateTime } from '@/lib/format-date';
import { OrderTimeline } from './order-timeline';
import { ordersTitleFor } from './orders-screen';
import '@/shared/layout/detail-page.css';
import './orders.css';

type OrderScreenProps = { orderId: number };

/** The breadcrumbs and the way back of an order's page, for the role that opens it. */
function useOrderPageFrame(orderId?: number) {
  const { profile } = useAuth();
  const t = useT(messages);
  const crumbs = (
    <Breadcrumbs
      items={[
        {
          label: ordersTitleFor(profile?.role, t),
          renderLink: (props) => <Link to="/admin/orders" {...props} />,
        },
        { label: t('orders.orderNumber', { id: orderId ?? '?' }) },
      ]}
    />
  );
  const back = (
    <Link to="/admin/orders" className="fa-button fa-button--outline fa-button--sm">
      {profile?.role === 'COURIER' ? t('orders.backToDeliveries') : t('orders.backToOrders')}
    </Link>
  );
  return { crumbs, back };
}

/** /admin/orders/{orderId} whose id is not an order's (the route's not-found page). */
export function InvalidOrderAddress() {
  const t = useT(messages);
  const { crumbs, back } = useOrderPageFrame();
  return (
    <PageLayout title={t('orders.order')} breadcrumb={crumbs}>
      <LoadError error={t('orders.invalidAddress')} back={back} />
    </PageLayout>
  );
}

/**
 * One order (docs/requirements.md#req-orders-screens): what was ordered and what it costs, who
 * ordered it, from where and to where, the courier, the buttons for the moves this user may make
 * now, and the timeline of moves and staff notes.
 */
export function OrderScreen({ orderId }: OrderScreenProps) {
  const api = useApi();
  const { profile } = useAuth();
  const t = useT(messages);
  const orderStatusName = useOrderStatusName();
  const formatDateTime = useFormatDateTime();
  const order = useQuery(orderQuery(api, orderId));
  const { crumbs, back } = useOrderPageFrame(orderId);

  if (order.isError)
    return (
      <PageLayout title={t('orders.order')} breadcrumb={crumbs}>
        <LoadError error={order.error} onRetry={() => void order.refetch()} back={back} />
      </PageLayout>
    );
  if (order.isPending)
    return (
      <PageLayout title={<LoadingTitle width="10rem" label={t('orders.loading')} />} breadcrumb={crumbs}>
        <div className="detail-layout" aria-busy="true">
          <Skeleton height="18rem" />
          <Skeleton height="18rem" />
        </div>
      </PageLayout>
    );

  const data = order.data;
  const isAdmin = profile?.role === 'ADMIN';
  return (
    <PageLayout
      title={
        <span className="order-title">
          {t('orders.orderNumber', { id: data.id })} <OrderStatusBadge status={data.status} />
        </span>
      }
      description={t('orders.placedAt', { date: formatDateTime(data.createdAt) })}
      breadcrumb={crumbs}
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          <OrderItems order={data} />
          {/* Money back on the order: its restaurant's owner and admins (docs/api.md#refunds). */}
          {isAdmin || profile?.role === 'RESTAURANT' ? (
            <OrderPayments order={data} canDecide={isAdmin} restaurantBears={!isAdmin} />
          ) : null}
          <OrderTimeline order={data} canAddNotes={isAdmin || profile?.role === 'RESTAURANT'} />
          {/* Every change of the order row, for admins (docs/requirements.md#req-history); moves are
              made with the buttons, so the history only reads. */}
          {isAdmin ? (
            <HistoryPanel
              kind="order"
              record={data}
              labels={orderFields(t)}
              valueNames={{ status: (status) => orderStatusName(status as OrderStatus) }}
            />
          ) : null}
        </div>
        <div className="detail-layout__side">
          <section className="detail-panel" aria-labelledby="order-status-title">
            <h2 id="order-status-title" className="detail-panel__title">
              {t('orders.field.status')}
            </h2>
            <OrderActions order={data} />
          </section>
          <section className="detail-panel" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title" className="detail-panel__title">
              {t('orders.delivery')}
            </h2>
            <dl className="order-facts">
              <dt>{t('orders.field.restaurant')}</dt>
              <dd>
                {data.restaurant.name}
                <br />
                <span className="order-facts__muted">
                  <Ltr>{data.restaurant.address}</Ltr>
                </span>
              </dd>
              <dt>{t('orders.field.address')}</dt>
              <dd>{data.deliveryAddress ? <Ltr>{data.deliveryAddress}</Ltr> : t('orders.notRecorded')}</dd>
              {data.customerNotes ? (
                <>
                  <dt>{t('orders.field.customerNote')}</dt>
                  <dd>{data.customerNotes}</dd>
                </>
              ) : null}
              <dt>{t('orders.field.customer')}</dt>
              <dd>
                <Person person={data.customer} none={t('orders.deletedAccount')} />
              </dd>
              <dt>{t('orders.field.courier')}</dt>
              <dd>
                <Person person={data.courier} none={t('orders.noCourierYet')} />
              </dd>
            </dl>
            {isAdmin ? <CourierPicker order={data} /> : null}
          </section>
        </div>
      </div>
    </PageLayout>
  );
}

/** The order's columns a history entry may name, as the page calls them. */
const orderFields = (t: OrdersTranslate) => ({
  status: t('orders.field.status'),
  courierId: t('orders.field.courier'),
  deliveryAddress: t('orders.field.address'),
  customerNotes: t('orders.field.customerNote'),
  total: t('orders.field.total'),
});

function Person({ person, none }: { person: OrderPerson | null; none: string }) {
  if (!person) return <span className="order-facts__muted">{none}</span>;
  return (
    <>
      {person.name}
      <br />
      <a href={`mailto:${person.email}`}>
        <Ltr>{person.email}</Ltr>
      </a>
      {person.phone ? (
        <>
          <br />
          <a href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}>
            <Ltr>{person.phone}</Ltr>
          </a>
        </>
      ) : null}
    </>
  );
}

function OrderItems({ order }: { order: OrderDetail }) {
  const t = useT(messages);
  const { formatCount, formatMoney } = useKitStrings();
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <section className="detail-panel" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="detail-panel__title">
        {t('orders.items')}
      </h2>
      <table className="order-items" aria-labelledby="order-items-title">
        <thead>
          <tr>
            <th scope="col">{t('orders.items.dish')}</th>
            <th scope="col" className="order-items__number">
              {t('orders.items.quantity')}
            </th>
            <th scope="col" className="order-items__number">
              {t('orders.items.price')}
            </th>
            <th scope="col" className="order-items__number">
              {t('orders.items.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.name}</td>
              <td className="order-items__number">{formatCount(item.quantity)}</td>
              <td className="order-items__number">{money(item.unitPriceMinor)}</td>
              <td className="order-items__number">{money(item.lineTotalMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('orders.subtotal')}
            </th>
            <td className="order-items__number">{money(order.subtotalMinor)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('orders.deliveryFee')}
            </th>
            <td className="order-items__number">{money(order.deliveryFeeMinor)}</td>
          </tr>
          <tr className="order-items__total">
            <th scope="row" colSpan={3}>
              {t('orders.field.total')}
            </th>
            <td className="order-items__number">{money(order.totalMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
