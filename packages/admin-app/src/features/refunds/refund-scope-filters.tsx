import { REFUND_METHODS, type RefundMethod } from '@food-admin/api-client';
import { messages as orderMessages } from '@/i18n/compiled/en/orders';
import { messages } from '@/i18n/compiled/en/refunds';
import { useT } from '@/i18n/locale-provider';
import type { ListSearch } from '@/shared/lists/list-search';
import { idsText, ScopeFilters, type ScopeChip } from '@/shared/lists/scope-filters';
import { REFUND_METHOD_KEYS } from './refund-labels';
import './refunds.css';

type RefundScopeFiltersProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/**
 * The refunds list's date range ('Created from', 'Created before': the API's createdFrom and
 * createdTo), and a removable chip for each filter a link or a saved view set that has no control
 * of its own here: a restaurant, a method, an exact time.
 */
export function RefundScopeFilters({ search, onSearchChange }: RefundScopeFiltersProps) {
  const t = useT(messages);
  const names = useT(orderMessages);
  const chips: ScopeChip[] = [];
  const restaurantIds = search.restaurantId as number[] | undefined;
  const methods = (search.method as RefundMethod[] | undefined)?.filter((method) =>
    REFUND_METHODS.includes(method),
  );
  if (restaurantIds?.length)
    chips.push({
      key: 'restaurant',
      label: t('refunds.restaurantFilter', { ids: idsText(restaurantIds) }),
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

  return (
    <ScopeFilters
      label={t('refunds.filters')}
      search={search}
      onSearchChange={onSearchChange}
      dates={{ from: t('refunds.createdFrom'), before: t('refunds.createdBefore') }}
      chips={chips}
    />
  );
}
