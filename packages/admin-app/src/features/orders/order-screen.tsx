import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderDetail, OrderPerson } from '@food-admin/api-client';
import { Breadcrumbs, PageLayout, Skeleton, formatPrice } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { formatDateTime } from '@/lib/format-date';
import { useAuth } from '@/features/auth/auth-context';
import { LoadError } from '@/features/layout/load-error';
import { LoadingTitle } from '@/features/layout/loading-title';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-columns';
import { CourierPicker } from './courier-picker';
import { orderQuery } from './order-queries';
import { HistoryPanel } from '@/features/history/history-panel';
import { historyQuery } from '@/features/history/history-queries';
import { OrderTimeline } from './order-timeline';
import { ordersTitleFor } from './orders-screen';
import './orders.css';

type OrderScreenProps = { orderId: number };

/**
 * One order (docs/requirements.md#req-orders-screens): what was ordered and what it costs, who
 * ordered it, from where and to where, the courier, the buttons for the moves this user may make
 * now, and the timeline of moves and staff notes.
 */
export function OrderScreen({ orderId }: OrderScreenProps) {
  const api = useApi();
  const { profile } = useAuth();
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQuery(api, orderId), enabled: valid });
  const queryClient = useQueryClient();
  // After a conflict: the order as it is now, and its history, which says who moved it meanwhile
  // (without waiting for the live updates, which may not be connected).
  const readAgain = () => {
    void order.refetch();
    void queryClient.invalidateQueries({ queryKey: historyQuery(api, 'order', orderId).queryKey });
  };
  const listTitle = ordersTitleFor(profile?.role);
  const crumbs = (
    <Breadcrumbs
      items={[
        { label: listTitle, renderLink: (props) => <Link to="/admin/orders" {...props} /> },
        { label: `Order #${valid ? orderId : '?'}` },
      ]}
    />
  );
  const back = (
    <Link to="/admin/orders" className="fa-button fa-button--outline fa-button--sm">
      Back to {listTitle.toLowerCase()}
    </Link>
  );

  if (!valid || order.isError)
    return (
      <PageLayout title="Order" breadcrumb={crumbs}>
        <LoadError
          error={valid ? order.error : 'This is not a valid order address.'}
          onRetry={() => void order.refetch()}
          back={back}
        />
      </PageLayout>
    );
  if (order.isPending)
    return (
      <PageLayout title={<LoadingTitle width="10rem" label="Loading order" />} breadcrumb={crumbs}>
        <div className="order-layout" aria-busy="true">
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
          Order #{data.id} <OrderStatusBadge status={data.status} />
        </span>
      }
      description={`Placed ${formatDateTime(data.createdAt)}`}
      breadcrumb={crumbs}
    >
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderItems order={data} />
          <OrderTimeline order={data} canAddNotes={isAdmin || profile?.role === 'RESTAURANT'} />
          {/* Every change of the order row, for admins (docs/requirements.md#req-history); moves are
              made with the buttons, so the history only reads. */}
          {isAdmin ? <HistoryPanel kind="order" record={data} labels={ORDER_FIELDS} /> : null}
        </div>
        <div className="order-layout__side">
          <section className="order-panel" aria-labelledby="order-status-title">
            <h2 id="order-status-title" className="order-panel__title">
              Status
            </h2>
            <OrderActions order={data} onStale={readAgain} />
          </section>
          <section className="order-panel" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title" className="order-panel__title">
              Delivery
            </h2>
            <dl className="order-facts">
              <dt>Restaurant</dt>
              <dd>
                {data.restaurant.name}
                <br />
                <span className="order-facts__muted">{data.restaurant.address}</span>
              </dd>
              <dt>Address</dt>
              <dd>{data.deliveryAddress ?? 'Not recorded'}</dd>
              {data.customerNotes ? (
                <>
                  <dt>Customer's note</dt>
                  <dd>{data.customerNotes}</dd>
                </>
              ) : null}
              <dt>Customer</dt>
              <dd>
                <Person person={data.customer} none="Deleted account" />
              </dd>
              <dt>Courier</dt>
              <dd>
                <Person person={data.courier} none="No courier yet" />
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
const ORDER_FIELDS = {
  status: 'Status',
  courierId: 'Courier (user id)',
  deliveryAddress: 'Address',
  customerNotes: "Customer's note",
  total: 'Total',
};

function Person({ person, none }: { person: OrderPerson | null; none: string }) {
  if (!person) return <span className="order-facts__muted">{none}</span>;
  return (
    <>
      {person.name}
      <br />
      <a href={`mailto:${person.email}`}>{person.email}</a>
      {person.phone ? (
        <>
          <br />
          <a href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}>{person.phone}</a>
        </>
      ) : null}
    </>
  );
}

function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section className="order-panel" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="order-panel__title">
        Items
      </h2>
      <table className="order-items" aria-labelledby="order-items-title">
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col" className="order-items__number">
              Qty
            </th>
            <th scope="col" className="order-items__number">
              Price
            </th>
            <th scope="col" className="order-items__number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.name}</td>
              <td className="order-items__number">{item.quantity}</td>
              <td className="order-items__number">{formatPrice(item.unitPrice)}</td>
              <td className="order-items__number">{formatPrice(item.unitPrice * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td className="order-items__number">{formatPrice(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Delivery fee
            </th>
            <td className="order-items__number">{formatPrice(order.deliveryFee)}</td>
          </tr>
          <tr className="order-items__total">
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="order-items__number">{formatPrice(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
