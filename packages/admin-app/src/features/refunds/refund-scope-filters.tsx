import { REFUND_METHODS, type RefundMethod } from '@food-admin/api-client';
import { Input } from '@food-admin/ui';
import { messages as orderMessages } from '@/i18n/compiled/en/orders';
import { messages } from '@/i18n/compiled/en/refunds';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { FilterChip } from '@/shared/lists/filter-chip';
import type { ListSearch } from '@/shared/lists/list-search';
import { REFUND_METHOD_KEYS } from './refund-labels';
import './refunds.css';

type RefundScopeFiltersProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The refunds list's date range ('Created from', 'Created before': the API's createdFrom and
 * createdTo), and a removable chip for each filter a link or a saved view set that has no control
 * of its own here: a restaurant, a method, an exact time.
 */
export function RefundScopeFilters({ search, onSearchChange }: RefundScopeFiltersProps) {
  const t = useT(messages);
  const names = useT(orderMessages);
  const formatDateTime = useFormatDateTime();
  const set = (patch: Partial<ListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const chips: { key: string; label: string; clear: Partial<ListSearch> }[] = [];
  const restaurantIds = search.restaurantId as number[] | undefined;
  const methods = (search.method as RefundMethod[] | undefined)?.filter((method) =>
    REFUND_METHODS.includes(method),
  );
  if (restaurantIds?.length)
    chips.push({
      key: 'restaurant',
      label: t('refunds.restaurantFilter', { ids: restaurantIds.map((id) => `#${id}`).join(', ') }),
      clear: { restaurantId: undefined },
    });
  if (methods?.length)
    chips.push({
      key: 'method',
      label: t('refunds.methodFilter', {
        methods: methods.map((method) => names(REFUND_METHOD_KEYS[method])).join(', '),
      }),
      clear: { method: undefined },
    });

  const dateField = (name: 'createdFrom' | 'createdTo', label: string) => {
    const value = search[name] as string | undefined;
    if (value !== undefined && !DATE_ONLY.test(value)) {
      chips.push({ key: name, label: `${label} ${formatDateTime(value)}`, clear: { [name]: undefined } });
      return null;
    }
    return (
      <label className="refund-scope__date">
        <span>{label}</span>
        <Input
          type="date"
          value={value ?? ''}
          onChange={(event) => set({ [name]: event.target.value === '' ? undefined : event.target.value })}
        />
      </label>
    );
  };
  const from = dateField('createdFrom', t('refunds.createdFrom'));
  const before = dateField('createdTo', t('refunds.createdBefore'));

  return (
    <div className="refund-scope" role="group" aria-label={t('refunds.filters')}>
      {from}
      {before}
      {chips.map((chip) => (
        <FilterChip key={chip.key} label={chip.label} onRemove={() => set(chip.clear)} />
      ))}
    </div>
  );
}
