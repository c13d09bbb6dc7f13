import { useMemo } from 'react';
import {
  REFUND_BEARERS,
  REFUND_REASONS,
  REFUND_STATUSES,
  refundListQueries,
  type RefundListItem,
} from '@food-admin/api-client';
import { DataTable, PageLayout, SearchInput, useKitStrings } from '@food-admin/ui';
import { messages as orderMessages } from '@/i18n/compiled/en/orders';
import { messages } from '@/i18n/compiled/en/refunds';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormatDateTime } from '@/lib/format-date';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SavedViews } from '@/shared/lists/saved-views';
import { useListView } from '@/shared/lists/use-list-view';
import { refundColumns, type RefundNamesTranslate, type RefundsTranslate } from './refund-columns';
import { RefundDecision } from './refund-decision';
import { REFUND_BEARER_KEYS, REFUND_REASON_KEYS, REFUND_STATUS_LOOK } from './refund-labels';
import { exportRefunds, refundFacetsQuery, refundPageQuery } from './refund-queries';
import { RefundScopeFilters } from './refund-scope-filters';

type RefundsScreenProps = { search: ListSearch; onSearchChange: (next: ListSearch) => void };

/** The faceted filters' menus: status, reason and bearer, named as the order page names them. */
const refundFacetLabels = (t: RefundsTranslate, names: RefundNamesTranslate) => ({
  status: {
    title: t('refunds.field.status'),
    options: REFUND_STATUSES.map((status) => ({
      value: status,
      label: names(REFUND_STATUS_LOOK[status].key),
    })),
  },
  reason: {
    title: t('refunds.field.reason'),
    options: REFUND_REASONS.map((reason) => ({ value: reason, label: names(REFUND_REASON_KEYS[reason]) })),
  },
  bearer: {
    title: t('refunds.field.bearer'),
    options: REFUND_BEARERS.map((bearer) => ({ value: bearer, label: names(REFUND_BEARER_KEYS[bearer]) })),
  },
});

/**
 * The refunds list (docs/api.md#refunds-list), finance's view across orders: search, sort, the
 * status, reason and bearer filters with their counts, dates, columns, export and saved views; the
 * order's number opens its page. The server scopes the rows: an owner sees their restaurants'
 * refunds. An admin approves or declines a waiting refund from its row.
 */
export function RefundsScreen({ search, onSearchChange }: RefundsScreenProps) {
  const api = useApi();
  const { profile } = useAuth();
  const t = useT(messages);
  const names = useT(orderMessages);
  const { formatMoney } = useKitStrings();
  const formatDateTime = useFormatDateTime();
  const columns = useMemo(
    () => refundColumns(t, names, { dateTime: formatDateTime, money: formatMoney }),
    [t, names, formatDateTime, formatMoney],
  );
  const refunds = useListView({
    search,
    onSearchChange,
    queries: refundListQueries,
    page: refundPageQuery(api, search),
    facets: refundFacetsQuery(api, search),
    facetLabels: refundFacetLabels(t, names),
    columns,
    exportCsv: () => exportRefunds(search),
  });
  const canDecide = profile?.role === 'ADMIN';
  const rowActions = (refund: RefundListItem) =>
    refund.status === 'PENDING_APPROVAL' ? (
      <RefundDecision refund={refund} amount={formatMoney(refund.amountMinor, refund.currency)} />
    ) : null;

  return (
    <PageLayout
      title={t('refunds.title')}
      toolbar={
        <ListToolbar
          label={t('refunds.tableControls')}
          view={refunds}
          views={<SavedViews list="refunds" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...refunds.searchInput}
              label={t('refunds.search')}
              placeholder={t('refunds.searchPlaceholder')}
            />
          }
        />
      }
    >
      <RefundScopeFilters search={search} onSearchChange={onSearchChange} />
      <DataTable<RefundListItem>
        {...refunds.table}
        label={t('refunds.title')}
        columns={columns}
        getRowId={(refund) => String(refund.id)}
        rowActions={canDecide ? rowActions : undefined}
        empty={
          refunds.text
            ? t('refunds.noMatch', { text: refunds.text })
            : refunds.filtered
              ? t('refunds.noMatchFilters')
              : t('refunds.empty')
        }
      />
    </PageLayout>
  );
}
