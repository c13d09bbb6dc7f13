import { useId } from 'react';
// Icons no other lazily loaded page uses, or that are chunks of their own already: one another page
// also used would become a chunk of its own, named in the shell's preload lists (bench/bundle-budget.mjs).
import { CirclePause, CirclePlay, KeyRound, ListChecks, Pencil, SendHorizontal, Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '@food-admin/api-client';
import { Badge, Banner, Button, Ltr, ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { ENDPOINT_STATUS_LOOK } from './integration-texts';

/** What a card's buttons do; the screen opens the dialogs and runs the writes. */
export type EndpointActions = {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onSetStatus: (endpoint: WebhookEndpoint, status: 'ENABLED' | 'PAUSED') => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onRedeliverSince: (endpoint: WebhookEndpoint) => void;
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  /** The endpoint whose status change or test is on its way (its button shows it), if any. */
  busy: { statusOf?: number | undefined; testOf?: number | undefined };
};

/**
 * The webhook endpoints, oldest first, each a card: its address, description, status (Enabled,
 * Paused, Disabled by the platform) and whether it delivers in order; its events; its deliveries
 * of the last 24 hours; and its actions. One the platform disabled says why above the rest, with
 * Enable again and Redeliver failed since…
 */
export function EndpointList({
  endpoints,
  ...actions
}: { endpoints: readonly WebhookEndpoint[] } & EndpointActions) {
  return (
    <ul className="endpoint-list">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <EndpointCard endpoint={endpoint} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function EndpointCard({
  endpoint,
  onEdit,
  onSetStatus,
  onSendTest,
  onRotate,
  onRedeliverSince,
  onShowDeliveries,
  onDelete,
  busy,
}: { endpoint: WebhookEndpoint } & EndpointActions) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const url = ltrText(endpoint.url);
  // A button's name is its text and the endpoint's address: "Pause: https://…".
  const named = (action: string) => t('integrations.actionFor', { action, url });
  const look = ENDPOINT_STATUS_LOOK[endpoint.status];
  const statusBusy = busy.statusOf === endpoint.id;
  const { succeeded, failed } = endpoint.last24h;
  const previousUntil = endpoint.previousSecretExpiresAt;

  return (
    <article
      className={`endpoint-card endpoint-card--${endpoint.status.toLowerCase()}`}
      aria-labelledby={headingId}
    >
      {endpoint.status === 'AUTO_DISABLED' ? (
        <Banner
          tone="warning"
          title={t('integrations.disabledTitle')}
          action={
            <span className="endpoint-card__banner-actions">
              <Button
                size="sm"
                loading={statusBusy}
                aria-label={named(t('integrations.enableAgain'))}
                onClick={() => onSetStatus(endpoint, 'ENABLED')}
              >
                {t('integrations.enableAgain')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={named(t('integrations.redeliverSince'))}
                onClick={() => onRedeliverSince(endpoint)}
              >
                {t('integrations.redeliverSince')}
              </Button>
            </span>
          }
        >
          {t('integrations.disabledReason', { reason: endpoint.disabledReason ?? '' })}
        </Banner>
      ) : null}
      <div className="endpoint-card__head">
        <h3 id={headingId} className="endpoint-card__url">
          <Ltr>{endpoint.url}</Ltr>
        </h3>
        <span className="endpoint-card__badges">
          <Badge tone={look.tone}>{t(look.key)}</Badge>
          {endpoint.ordered ? <Badge tone="info">{t('integrations.ordered')}</Badge> : null}
        </span>
      </div>
      {endpoint.description ? (
        <p className="endpoint-card__description" dir="auto">
          {endpoint.description}
        </p>
      ) : null}
      <dl className="endpoint-card__facts">
        <div>
          <dt>{t('integrations.events')}</dt>
          <dd>
            <span className="endpoint-card__count">
              {t('integrations.eventCount', { count: endpoint.eventTypes.length })}
            </span>
            <ul className="endpoint-card__events">
              {endpoint.eventTypes.map((type) => (
                <li key={type}>
                  <Ltr>{type}</Ltr>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('integrations.last24h')}</dt>
          <dd className="endpoint-card__counts">
            <span className="endpoint-card__succeeded">
              {t('integrations.succeeded', { count: succeeded })}
            </span>
            <span className={failed > 0 ? 'endpoint-card__failed' : undefined}>
              {t('integrations.failed', { count: failed })}
            </span>
          </dd>
        </div>
      </dl>
      {previousUntil && Date.parse(previousUntil) > Date.now() ? (
        <p className="endpoint-card__note">
          {t('integrations.previousSecret', { date: formatDateTime(previousUntil) })}
        </p>
      ) : null}
      <div className="endpoint-card__actions" role="group" aria-label={t('integrations.actionsOf', { url })}>
        <Button
          size="sm"
          variant="outline"
          leadingIcon={<Pencil size={14} aria-hidden="true" />}
          aria-label={named(t('integrations.edit'))}
          onClick={() => onEdit(endpoint)}
        >
          {t('integrations.edit')}
        </Button>
        {endpoint.status === 'ENABLED' ? (
          <Button
            size="sm"
            variant="outline"
            loading={statusBusy}
            leadingIcon={<CirclePause size={14} aria-hidden="true" />}
            aria-label={named(t('integrations.pause'))}
            onClick={() => onSetStatus(endpoint, 'PAUSED')}
          >
            {t('integrations.pause')}
          </Button>
        ) : endpoint.status === 'PAUSED' ? (
          <Button
            size="sm"
            variant="outline"
            loading={statusBusy}
            leadingIcon={<CirclePlay size={14} aria-hidden="true" />}
            aria-label={named(t('integrations.enable'))}
            onClick={() => onSetStatus(endpoint, 'ENABLED')}
          >
            {t('integrations.enable')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          loading={busy.testOf === endpoint.id}
          leadingIcon={<SendHorizontal size={14} aria-hidden="true" />}
          aria-label={named(t('integrations.sendTest'))}
          onClick={() => onSendTest(endpoint)}
        >
          {t('integrations.sendTest')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          leadingIcon={<KeyRound size={14} aria-hidden="true" />}
          aria-label={named(t('integrations.rotate'))}
          onClick={() => onRotate(endpoint)}
        >
          {t('integrations.rotate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          leadingIcon={<ListChecks size={14} aria-hidden="true" />}
          aria-label={named(t('integrations.showDeliveries'))}
          onClick={() => onShowDeliveries(endpoint)}
        >
          {t('integrations.showDeliveries')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="endpoint-card__delete"
          leadingIcon={<Trash2 size={14} aria-hidden="true" />}
          aria-label={named(t('integrations.delete'))}
          onClick={() => onDelete(endpoint)}
        >
          {t('integrations.delete')}
        </Button>
      </div>
    </article>
  );
}
