import type { ListSearch } from '@/shared/lists/list-search';
import { idsText, ScopeFilters, type ScopeChip } from '@/shared/lists/scope-filters';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';

type OrderScopeFiltersProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/**
 * The orders list's date range and the filters links bring (docs/requirements.md#req-orders-screens):
 * 'Placed from' and 'Placed before' dates (the API's createdFrom/createdTo: from the start of one day
 * to the start of another), and a removable chip for what a link set that has no control of its
 * own here: a restaurant, a courier, or an exact time (the dashboard's "pending over 10 minutes").
 */
export function OrderScopeFilters({ search, onSearchChange }: OrderScopeFiltersProps) {
  const t = useT(messages);
  const chips: ScopeChip[] = [];
  const restaurantIds = search.restaurantId as number[] | undefined;
  const courierIds = search.courierId as number[] | undefined;
  if (restaurantIds?.length)
    chips.push({
      key: 'restaurant',
      label: t('orders.restaurantFilter', { ids: idsText(restaurantIds) }),
      clear: { restaurantId: undefined },
    });
  if (courierIds?.length)
    chips.push({
      key: 'courier',
      label: t('orders.courierFilter', { ids: idsText(courierIds) }),
      clear: { courierId: undefined },
    });

  return (
    <ScopeFilters
      label={t('orders.filters')}
      search={search}
      onSearchChange={onSearchChange}
      dates={{ from: t('orders.placedFrom'), before: t('orders.placedBefore') }}
      chips={chips}
    />
  );
}
