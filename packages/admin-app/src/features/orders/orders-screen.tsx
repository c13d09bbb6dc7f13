import { useMemo } from 'react';
import { orderListQueries, type Order, type Role } from '@food-admin/api-client';
import { DataTable, FilterTabs, PageLayout, SearchInput, useKitStrings } from '@food-admin/ui';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { useApi } from '@/lib/api-context';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { MyAvailability } from '@/features/couriers';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SavedViews } from '@/shared/lists/saved-views';
import { useListView } from '@/shared/lists/use-list-view';
import { useFormatDateTime } from '@/lib/format-date';
import { orderColumns, type OrdersTranslate } from './order-columns';
import { OrderScopeFilters } from './order-scope-filters';
import { exportOrders, orderFacetsQuery, orderPageQuery } from './order-queries';
import {
  EMPTY_ORDER_TAB,
  orderFacetLabels,
  orderTabOf,
  orderTabs,
  statusOfTab,
  tabCount,
} from './order-tabs';

type OrdersScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/** What the page is called for whom: a courier's list is their deliveries. */
export const ordersTitleFor = (role: Role | null | undefined, t: OrdersTranslate) =>
  role === 'COURIER' ? t('orders.myDeliveries') : t('orders.title');

/**
 * The orders list (docs/requirements.md#req-orders-screens): status tabs with their counts, search,
 * sort, columns, export and saved views; the ID opens the order's page. The server scopes the rows:
 * an owner sees their restaurants' orders, a courier the ones ready for pick-up and their own.
 */
export function OrdersScreen({ search, onSearchChange }: OrdersScreenProps) {
  const api = useApi();
  const { profile } = useAuth();
  const t = useT(messages);
  const statusName = useOrderStatusName();
  const { formatMoney } = useKitStrings();
  const formatDateTime = useFormatDateTime();
  const columns = useMemo(
    () => orderColumns(t, { dateTime: formatDateTime, money: formatMoney }),
    [t, formatDateTime, formatMoney],
  );
  const tab = orderTabOf(search, profile?.role);
  const orders = useListView({
    search,
    onSearchChange,
    queries: orderListQueries,
    page: orderPageQuery(api, search),
    facets: orderFacetsQuery(api, { ...search, status: undefined }),
    facetLabels: orderFacetLabels(t, statusName),
    columns,
    columnOfField: { restaurantName: 'restaurant' },
    exportCsv: () => exportOrders(search),
  });
  // The tabs choose the status; their counts come from the status facet (under every other filter).
  const statusCounts = orders.facetFilters.find((filter) => filter.name === 'status')?.options;
  // A courier's deliveries have no refund filter: refunds are the restaurant's and the platform's.
  const toolbarView = {
    ...orders,
    facetFilters: orders.facetFilters.filter(
      (filter) => filter.name !== 'status' && (filter.name !== 'refund' || profile?.role !== 'COURIER'),
    ),
  };
  const narrowed = orders.filtered && !(tab !== 'ALL' && onlyStatusFiltered(search));

  return (
    <PageLayout
      title={ordersTitleFor(profile?.role, t)}
      actions={
        profile?.role === 'COURIER' && profile.id !== undefined ? (
          <MyAvailability courierId={profile.id} />
        ) : undefined
      }
      toolbar={
        <ListToolbar
          label={t('orders.tableControls')}
          view={toolbarView}
          views={<SavedViews list="orders" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...orders.searchInput}
              label={t('orders.search')}
              placeholder={t('orders.searchPlaceholder')}
            />
          }
        />
      }
    >
      <OrderScopeFilters search={search} onSearchChange={onSearchChange} />
      <FilterTabs
        label={t('orders.statusTabs')}
        tabs={orderTabs(t, statusName, profile?.role).map((option) => ({
          ...option,
          count: tabCount(option.value, statusCounts),
        }))}
        selected={tab}
        onSelect={(next) => onSearchChange({ ...search, status: statusOfTab(next), page: undefined })}
      >
        <DataTable<Order>
          {...orders.table}
          label={t('orders.title')}
          columns={columns}
          getRowId={(order) => String(order.id)}
          empty={
            orders.text
              ? t('orders.noMatch', { text: orders.text })
              : narrowed
                ? t('orders.noMatchFilters')
                : t(EMPTY_ORDER_TAB[tab])
          }
        />
      </FilterTabs>
    </PageLayout>
  );
}

/** Whether the tab's status is the only filter (its empty text then names the tab). */
const onlyStatusFiltered = (search: ListSearch) =>
  orderListQueries.filterNames.every((name) => name === 'status' || search[name] === undefined);
