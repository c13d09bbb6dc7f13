import { Input } from '@food-admin/ui';
import { FilterChip } from '@/shared/lists/filter-chip';
import type { ListSearch } from '@/shared/lists/list-search';
import { useFormatDateTime } from '@/lib/format-date';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import './orders.css';

type OrderScopeFiltersProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The orders list's date range and the filters links bring (docs/requirements.md#req-orders-screens):
 * 'Placed from' and 'Placed before' dates (the API's createdFrom/createdTo: from the start of one day
 * to the start of another), and a removable chip for what a link set that has no control of its
 * own here: a restaurant, a courier, or an exact time (the dashboard's "pending over 10 minutes").
 */
export function OrderScopeFilters({ search, onSearchChange }: OrderScopeFiltersProps) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const set = (patch: Partial<ListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const chips: { key: string; label: string; clear: Partial<ListSearch> }[] = [];
  const restaurantIds = search.restaurantId as number[] | undefined;
  const courierIds = search.courierId as number[] | undefined;
  if (restaurantIds?.length)
    chips.push({
      key: 'restaurant',
      label: t('orders.restaurantFilter', { ids: restaurantIds.map((id) => `#${id}`).join(', ') }),
      clear: { restaurantId: undefined },
    });
  if (courierIds?.length)
    chips.push({
      key: 'courier',
      label: t('orders.courierFilter', { ids: courierIds.map((id) => `#${id}`).join(', ') }),
      clear: { courierId: undefined },
    });

  const dateField = (name: 'createdFrom' | 'createdTo', label: string) => {
    const value = search[name] as string | undefined;
    if (value !== undefined && !DATE_ONLY.test(value)) {
      chips.push({ key: name, label: `${label} ${formatDateTime(value)}`, clear: { [name]: undefined } });
      return null;
    }
    return (
      <label className="order-scope__date">
        <span>{label}</span>
        <Input
          type="date"
          value={value ?? ''}
          onChange={(event) => set({ [name]: event.target.value === '' ? undefined : event.target.value })}
        />
      </label>
    );
  };
  const from = dateField('createdFrom', t('orders.placedFrom'));
  const before = dateField('createdTo', t('orders.placedBefore'));

  return (
    <div className="order-scope" role="group" aria-label={t('orders.filters')}>
      {from}
      {before}
      {chips.map((chip) => (
        <FilterChip key={chip.key} label={chip.label} onRemove={() => set(chip.clear)} />
      ))}
    </div>
  );
}
