import { useCallback, useId, useMemo, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Cable, Plus } from 'lucide-react';
import type { ApiClient, WebhookDelivery, WebhookEndpoint } from '@food-admin/api-client';
import { Button, ConfirmDialog, EmptyState, PageLayout, Skeleton, ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { LoadError } from '@/shared/layout/load-error';
import type { ListSearch } from '@/shared/lists/list-search';
import { useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { DeliveryDialog, type OpenDelivery } from './delivery-dialog';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog, type EndpointEditing } from './endpoint-dialog';
import { EndpointList } from './endpoint-list';
import { useDeleteEndpoint, useSendTest, useSetEndpointStatus } from './integration-mutations';
import { deliveryPageQuery, deliverySearchOf, endpointsQuery } from './integration-queries';
import { prefetch } from '@/lib/prefetch';
import { RedeliverSinceDialog } from './redeliver-since-dialog';
import { RotateSecretDialog } from './rotate-secret-dialog';
import '@/shared/layout/detail-page.css';
import './integrations.css';

type IntegrationsScreenProps = {
  /** The delivery log's view in the URL, as the route keeps it (read here: deliverySearchOf). */
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

function BackToWelcome() {
  const t = useT(messages);
  return <Link to="/welcome">{t('integrations.backToWelcome')}</Link>;
}

/** The page's reads, which its route's loader starts as soon as this chunk has loaded. */
export function prefetchIntegrations(queryClient: QueryClient, api: ApiClient, search: ListSearch): void {
  prefetch(
    queryClient.ensureQueryData(endpointsQuery(api)),
    queryClient.ensureQueryData(deliveryPageQuery(api, deliverySearchOf(search))),
  );
}

/**
 * Integrations (docs/api.md#webhooks), for whoever holds webhooks.manage: the webhook endpoints,
 * each with its status, events and last day's deliveries and its actions (edit, pause or enable,
 * send a test, rotate the secret, delete; an endpoint the platform disabled says why and offers
 * Enable again and Redeliver failed since…), then the delivery log, whose view lives in the URL.
 * Add endpoint and a rotation show the signing secret once.
 */
export function IntegrationsScreen({ search: urlSearch, onSearchChange }: IntegrationsScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const endpoints = useQuery(endpointsQuery(api));
  const search = useMemo(() => deliverySearchOf(urlSearch), [urlSearch]);
  const endpointsHeadingId = useId();
  const logHeadingId = useId();
  const [editing, setEditing] = useState<EndpointEditing | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [redelivering, setRedelivering] = useState<WebhookEndpoint | null>(null);
  const [openDelivery, setOpenDelivery] = useState<OpenDelivery | null>(null);
  const openLogged = useCallback(
    (delivery: WebhookDelivery) => setOpenDelivery({ id: delivery.id, eventType: delivery.eventType }),
    [],
  );
  const setStatus = useSetEndpointStatus();
  const sendTest = useSendTest(openLogged);
  const remove = useDeleteEndpoint();
  const confirmDelete = useDeleteConfirm(
    (endpoint: WebhookEndpoint) => remove.mutateAsync(endpoint),
    (endpoint) => t('integrations.deleteMessage', { url: ltrText(endpoint.url) }),
  );
  const showDeliveries = (endpoint: WebhookEndpoint) => {
    onSearchChange({ ...search, endpointId: [endpoint.id], page: undefined });
    const heading = document.getElementById(logHeadingId);
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  };
  const add = () => setEditing({ endpoint: null });
  const page = { title: t('integrations.title'), description: t('integrations.description') };

  if (endpoints.error)
    return (
      <PageLayout {...page}>
        <LoadError
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
          back={<BackToWelcome />}
        />
      </PageLayout>
    );
  if (!endpoints.data)
    return (
      <PageLayout {...page}>
        <div className="detail-panel integrations__loading" aria-busy="true">
          <Skeleton text="lg" width="16rem" />
          <Skeleton height="9rem" />
          <Skeleton height="9rem" />
        </div>
      </PageLayout>
    );
  const empty = endpoints.data.length === 0;
  return (
    <PageLayout
      {...page}
      actions={
        empty ? undefined : (
          <Button leadingIcon={<Plus size={16} aria-hidden="true" />} onClick={add}>
            {t('integrations.addEndpoint')}
          </Button>
        )
      }
    >
      <div className="integrations">
        {empty ? (
          <EmptyState
            className="detail-panel"
            icon={<Cable size={28} />}
            title={t('integrations.emptyTitle')}
            description={t('integrations.emptyDescription')}
            action={
              <Button leadingIcon={<Plus size={16} aria-hidden="true" />} onClick={add}>
                {t('integrations.addEndpoint')}
              </Button>
            }
          />
        ) : (
          <>
            <section className="detail-panel" aria-labelledby={endpointsHeadingId}>
              <h2 id={endpointsHeadingId} className="detail-panel__title">
                {t('integrations.endpoints')}
              </h2>
              <EndpointList
                endpoints={endpoints.data}
                onEdit={(endpoint) => setEditing({ endpoint })}
                onSetStatus={(endpoint, status) => setStatus.mutate({ endpoint, status })}
                onSendTest={(endpoint) => sendTest.mutate(endpoint)}
                onRotate={setRotating}
                onRedeliverSince={setRedelivering}
                onShowDeliveries={showDeliveries}
                onDelete={confirmDelete.ask}
                busy={{
                  statusOf: setStatus.isPending ? setStatus.variables.endpoint.id : undefined,
                  testOf: sendTest.isPending ? sendTest.variables.id : undefined,
                }}
              />
            </section>
            <DeliveryLog
              search={search}
              onSearchChange={onSearchChange}
              endpoints={endpoints.data}
              onOpen={openLogged}
              headingId={logHeadingId}
            />
          </>
        )}
      </div>
      <EndpointDialog editing={editing} onEditingChange={setEditing} />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} />
      <RedeliverSinceDialog endpoint={redelivering} onClose={() => setRedelivering(null)} />
      <DeliveryDialog delivery={openDelivery} onClose={() => setOpenDelivery(null)} />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
