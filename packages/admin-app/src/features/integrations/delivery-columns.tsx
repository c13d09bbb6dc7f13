import type { WebhookDelivery, WebhookDeliveryStatus } from '@food-admin/api-client';
import { Badge, Ltr, type ColumnDef } from '@food-admin/ui';
import { DELIVERY_STATUS_LOOK, type IntegrationsTranslate } from './integration-texts';

export function DeliveryStatusBadge({
  status,
  t,
}: {
  status: WebhookDeliveryStatus;
  t: IntegrationsTranslate;
}) {
  const look = DELIVERY_STATUS_LOOK[status];
  return <Badge tone={look.tone}>{t(look.key)}</Badge>;
}

/** The last attempt's answer: its HTTP status, or "No answer" (refused, timed out, none made). */
export const lastAnswerText = (
  t: IntegrationsTranslate,
  delivery: Pick<WebhookDelivery, 'lastStatusCode' | 'attempts'>,
) =>
  delivery.lastStatusCode !== null
    ? t('integrations.delivery.statusCode', { code: delivery.lastStatusCode })
    : delivery.attempts > 0
      ? t('integrations.noAnswer')
      : '—';

/**
 * The delivery log's columns in the user's language: when, the event (which opens the delivery),
 * the endpoint, the status, the attempts, the last answer and when the next attempt is due. Short
 * of room, the next attempt folds first, then the last answer and the endpoint.
 */
export const deliveryColumns = (
  t: IntegrationsTranslate,
  formatDateTime: (iso: string) => string,
  onOpen: (delivery: WebhookDelivery) => void,
): ColumnDef<WebhookDelivery, unknown>[] => [
  {
    id: 'createdAt',
    header: t('integrations.field.time'),
    accessorFn: (delivery) => formatDateTime(delivery.createdAt),
    enableSorting: true,
    meta: { kind: 'date' },
  },
  {
    id: 'eventType',
    header: t('integrations.field.event'),
    accessorKey: 'eventType',
    meta: { kind: 'text' },
    cell: ({ row }) => (
      <button
        type="button"
        className="delivery-log__open"
        aria-label={t('integrations.log.open', {
          event: row.original.eventType,
          time: formatDateTime(row.original.createdAt),
        })}
        onClick={() => onOpen(row.original)}
      >
        <Ltr>{row.original.eventType}</Ltr>
      </button>
    ),
  },
  {
    id: 'endpoint',
    header: t('integrations.field.endpoint'),
    accessorKey: 'endpointUrl',
    meta: { kind: 'text', priority: 2 },
    cell: ({ row }) => <Ltr>{row.original.endpointUrl}</Ltr>,
  },
  {
    id: 'status',
    header: t('integrations.field.status'),
    cell: ({ row }) => <DeliveryStatusBadge status={row.original.status} t={t} />,
    meta: { kind: 'tag' },
  },
  {
    id: 'attempts',
    header: t('integrations.field.attempts'),
    accessorKey: 'attempts',
    meta: { kind: 'number' },
  },
  {
    id: 'lastStatusCode',
    header: t('integrations.field.lastCode'),
    accessorFn: (delivery) => lastAnswerText(t, delivery),
    meta: { kind: 'text', priority: 2 },
  },
  {
    id: 'nextAttemptAt',
    header: t('integrations.field.nextAttempt'),
    accessorFn: (delivery) => (delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'),
    meta: { kind: 'date', priority: 3 },
  },
];
