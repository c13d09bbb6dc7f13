import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import {
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookAttempt,
  type WebhookDeliveryDetail,
  type WebhookEventType,
} from '@food-admin/api-client';
import { Banner, Button, Ltr, Modal, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { DeliveryStatusBadge, lastAnswerText } from './delivery-columns';
import { useRedeliver } from './integration-mutations';
import { deliveryQuery } from './integration-queries';
import { EVENT_SUMMARY_KEYS } from './integration-texts';

/** How often an open delivery that waits for its attempt is read again. */
const PENDING_POLL_MS = 2000;

/** What the log knows of the delivery before its detail arrives: the dialog's title. */
export type OpenDelivery = { id: number; eventType: WebhookEventType };

/** The body as sent, indented when it is JSON (it always is from this API), else as it came. */
function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * One delivery (docs/api.md#webhooks): its status, endpoint, webhook-id and times; the body sent,
 * pretty-printed in a scrolling box; every attempt with its time, duration and the answer's status
 * and first 2 KB, or why none came. Redeliver sends it again now with the same webhook-id.
 */
export function DeliveryDialog({
  delivery,
  onClose,
}: {
  /** Open while set. */
  delivery: OpenDelivery | null;
  onClose: () => void;
}) {
  const t = useT(messages);
  return (
    <Modal
      open={delivery !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      className="delivery-dialog"
      title={delivery ? t('integrations.delivery.title', { event: delivery.eventType }) : null}
      description={delivery ? t(EVENT_SUMMARY_KEYS[delivery.eventType]) : undefined}
    >
      {delivery ? <DeliveryDetail id={delivery.id} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeliveryDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  // A delivery sent again is PENDING until its attempt is made, a moment later on the server: the
  // detail reads it again until then, so the new attempt shows.
  const detail = useQuery({
    ...deliveryQuery(api, id),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
  const redeliver = useRedeliver();

  if (detail.error) return <Banner onRetry={() => void detail.refetch()}>{texts.error(detail.error)}</Banner>;
  if (!detail.data)
    return (
      <div className="delivery-detail" aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </div>
    );
  return (
    <div className="delivery-detail">
      <DeliveryFacts delivery={detail.data} />
      <Payload payload={detail.data.payload} />
      <AttemptLog attempts={detail.data.attemptLog} />
      <p className="delivery-detail__hint">{t('integrations.delivery.redeliverHint')}</p>
      <div className="integrations-form__buttons">
        <Button variant="outline" onClick={onClose}>
          {t('integrations.delivery.close')}
        </Button>
        <Button
          loading={redeliver.isPending}
          leadingIcon={<RotateCw size={16} aria-hidden="true" />}
          onClick={() => redeliver.mutate(id)}
        >
          {t('integrations.redeliver')}
        </Button>
      </div>
    </div>
  );
}

function DeliveryFacts({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  return (
    <dl className="delivery-detail__facts" aria-label={t('integrations.delivery.facts')}>
      <div>
        <dt>{t('integrations.field.status')}</dt>
        <dd>
          <DeliveryStatusBadge status={delivery.status} t={t} />
        </dd>
      </div>
      <div>
        <dt>{t('integrations.field.endpoint')}</dt>
        <dd className="delivery-detail__wrap">
          <Ltr>{delivery.endpointUrl}</Ltr>
        </dd>
      </div>
      <div>
        <dt>{t('integrations.delivery.messageId')}</dt>
        <dd className="delivery-detail__mono">
          <Ltr>{delivery.messageId}</Ltr>
        </dd>
      </div>
      <div>
        <dt>{t('integrations.delivery.created')}</dt>
        <dd>{formatDateTime(delivery.createdAt)}</dd>
      </div>
      {delivery.deliveredAt ? (
        <div>
          <dt>{t('integrations.delivery.delivered')}</dt>
          <dd>{formatDateTime(delivery.deliveredAt)}</dd>
        </div>
      ) : null}
      {delivery.nextAttemptAt ? (
        <div>
          <dt>{t('integrations.field.nextAttempt')}</dt>
          <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('integrations.field.attempts')}</dt>
        <dd>
          {t('integrations.delivery.attemptsOf', { count: delivery.attempts, max: WEBHOOK_MAX_ATTEMPTS })}
        </dd>
      </div>
      <div>
        <dt>{t('integrations.field.lastCode')}</dt>
        <dd>{lastAnswerText(t, delivery)}</dd>
      </div>
    </dl>
  );
}

/** The body sent, as signed, indented: a focusable box (the keyboard scrolls it too). */
function Payload({ payload }: { payload: string }) {
  const t = useT(messages);
  const headingId = useId();
  return (
    <section className="delivery-detail__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-detail__heading">
        {t('integrations.delivery.payload')}
      </h3>
      <pre className="delivery-detail__code" tabIndex={0} aria-labelledby={headingId} dir="ltr">
        <code>{prettyPayload(payload)}</code>
      </pre>
    </section>
  );
}

/** Every attempt, first to last: when, how long, the answer's status or the error, and its body. */
function AttemptLog({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  return (
    <section className="delivery-detail__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-detail__heading">
        {t('integrations.delivery.attemptLog')}
      </h3>
      {attempts.length === 0 ? (
        <p className="delivery-detail__empty">{t('integrations.delivery.noAttempts')}</p>
      ) : (
        <ol className="attempt-log">
          {attempts.map((attempt, index) => (
            <li
              key={attempt.id}
              className={
                attempt.succeeded ? 'attempt-log__item' : 'attempt-log__item attempt-log__item--failed'
              }
            >
              <div className="attempt-log__head">
                <span className="attempt-log__number">
                  {t('integrations.delivery.attempt', { number: index + 1 })}
                </span>
                <span>{formatDateTime(attempt.attemptedAt)}</span>
                <span>{t('integrations.delivery.duration', { ms: attempt.durationMs })}</span>
                <span className="attempt-log__answer">
                  {attempt.statusCode !== null
                    ? t('integrations.delivery.statusCode', { code: attempt.statusCode })
                    : t('integrations.delivery.error', { error: attempt.error ?? '' })}
                </span>
              </div>
              {attempt.statusCode !== null ? (
                attempt.responseBody ? (
                  <pre
                    className="delivery-detail__code delivery-detail__code--small"
                    tabIndex={0}
                    aria-label={t('integrations.delivery.response')}
                    dir="ltr"
                  >
                    <code>{attempt.responseBody}</code>
                  </pre>
                ) : (
                  <p className="delivery-detail__empty">{t('integrations.delivery.emptyResponse')}</p>
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
