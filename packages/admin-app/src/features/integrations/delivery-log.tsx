import { useId, useMemo } from 'react';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  webhookDeliveryListQueries,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@food-admin/api-client';
import {
  DataTable,
  DataTableColumnsMenu,
  DataTableFacetedFilter,
  DataTableToolbar,
  SearchInput,
} from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import type { ListSearch } from '@/shared/lists/list-search';
import { ScopeFilters } from '@/shared/lists/scope-filters';
import { useListView, type FacetLabels } from '@/shared/lists/use-list-view';
import { deliveryColumns } from './delivery-columns';
import { deliveryFacetsQuery, deliveryPageQuery } from './integration-queries';
import { DELIVERY_STATUS_LOOK, type IntegrationsTranslate } from './integration-texts';

type DeliveryLogProps = {
  /** The log's view in the URL (search, page, sort, filters, hidden columns). */
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The endpoints, whose addresses name the Endpoint filter's choices. */
  endpoints: readonly WebhookEndpoint[];
  onOpen: (delivery: WebhookDelivery) => void;
  /** The heading's id: Deliveries on an endpoint's card brings the reader here. */
  headingId: string;
};

/** The faceted filters' menus: the endpoints by address, the events by name, the statuses. */
const deliveryFacetLabels = (
  t: IntegrationsTranslate,
  endpoints: readonly WebhookEndpoint[],
): FacetLabels => ({
  endpointId: {
    title: t('integrations.field.endpoint'),
    // The address without its scheme (every one is https://): shorter in the filter's button.
    options: endpoints.map((endpoint) => ({
      value: String(endpoint.id),
      label: endpoint.url.replace(/^https?:\/\//, ''),
    })),
  },
  eventType: {
    title: t('integrations.field.event'),
    options: WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type })),
  },
  status: {
    title: t('integrations.field.status'),
    options: WEBHOOK_DELIVERY_STATUSES.map((status) => ({
      value: status,
      label: t(DELIVERY_STATUS_LOOK[status].key),
    })),
  },
});

/** The log has no CSV export (the contract declares none); the list's other parts are the shared ones. */
const noExport = () => {
  throw new Error('The delivery log has no export');
};

/**
 * The delivery log (docs/api.md#webhooks), newest first, with the shared list machinery as the
 * refunds list has it: search by message id, the endpoint, event and status filters with their
 * counts, dates, sort by time, columns, paging, all in the URL. A row's event opens the delivery.
 */
export function DeliveryLog({ search, onSearchChange, endpoints, onOpen, headingId }: DeliveryLogProps) {
  const api = useApi();
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const descriptionId = useId();
  const columns = useMemo(() => deliveryColumns(t, formatDateTime, onOpen), [t, formatDateTime, onOpen]);
  const log = useListView({
    search,
    onSearchChange,
    queries: webhookDeliveryListQueries,
    page: deliveryPageQuery(api, search),
    facets: deliveryFacetsQuery(api, search),
    facetLabels: deliveryFacetLabels(t, endpoints),
    columns,
    exportCsv: noExport,
  });

  return (
    <section
      className="detail-panel delivery-log"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
    >
      <h2 id={headingId} className="detail-panel__title" tabIndex={-1}>
        {t('integrations.log.title')}
      </h2>
      <p id={descriptionId} className="delivery-log__description">
        {t('integrations.log.description')}
      </p>
      <DataTableToolbar
        label={t('integrations.log.controls')}
        actions={<DataTableColumnsMenu {...log.columnsMenu} />}
      >
        <SearchInput
          {...log.searchInput}
          label={t('integrations.log.search')}
          placeholder={t('integrations.log.searchPlaceholder')}
        />
        {log.facetFilters.map(({ name, ...filter }) => (
          <DataTableFacetedFilter key={name} {...filter} />
        ))}
      </DataTableToolbar>
      <ScopeFilters
        label={t('integrations.log.filters')}
        search={search}
        onSearchChange={onSearchChange}
        dates={{ from: t('integrations.log.createdFrom'), before: t('integrations.log.createdBefore') }}
        chips={[]}
      />
      <DataTable<WebhookDelivery>
        {...log.table}
        label={t('integrations.log.title')}
        columns={columns}
        getRowId={(delivery) => String(delivery.id)}
        empty={
          log.text
            ? t('integrations.log.noMatch', { text: log.text })
            : log.filtered
              ? t('integrations.log.noMatchFilters')
              : t('integrations.log.empty')
        }
      />
    </section>
  );
}
