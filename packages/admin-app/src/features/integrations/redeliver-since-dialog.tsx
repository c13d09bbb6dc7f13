import { useMemo } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import * as v from 'valibot';
import type { WebhookEndpoint } from '@food-admin/api-client';
import { Button, Modal, ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { SaveError } from '@/shared/forms/save-error';
import { SAVE_ENDPOINT, useRedeliverSince } from './integration-mutations';
import type { IntegrationsTranslate } from './integration-texts';

const DAY_MS = 86_400_000;

/** `ms` as a datetime-local field writes it, in the reader's time zone: `2026-11-19T10:00`. */
function localDateTime(ms: number): string {
  const date = new Date(ms);
  const pad = (part: number) => String(part).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value (the reader's time), as the instant the API takes. */
const sinceSchema = (t: IntegrationsTranslate) =>
  v.object({
    since: v.pipe(
      v.string(),
      v.nonEmpty(t('integrations.validation.sinceRequired')),
      v.check(
        (value) => !Number.isNaN(new Date(value).getTime()),
        t('integrations.validation.sinceRequired'),
      ),
      v.transform((value) => new Date(value).toISOString()),
    ),
  });

/**
 * Redeliver failed since… (docs/api.md#webhooks): every delivery of the endpoint that failed or is
 * retrying since a time (a day ago by default) goes again now; a toast says how many.
 */
export function RedeliverSinceDialog({
  endpoint,
  onClose,
}: {
  /** Open while set. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const t = useT(messages);
  const saving = useIsMutating({ mutationKey: SAVE_ENDPOINT }) > 0;
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      preventClose={saving}
      size="sm"
      title={t('integrations.redeliverTitle')}
      description={endpoint ? t('integrations.redeliverHint', { url: ltrText(endpoint.url) }) : undefined}
    >
      {endpoint ? <RedeliverForm endpoint={endpoint} onDone={onClose} /> : null}
    </Modal>
  );
}

function RedeliverForm({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const t = useT(messages);
  const redeliver = useRedeliverSince(endpoint);
  const schema = useMemo(() => sinceSchema(t), [t]);
  const binding = useEntityForm({
    schema,
    defaultValues: { since: localDateTime(Date.now() - DAY_MS) },
    submit: ({ since }) => redeliver.mutateAsync(since),
    onSubmitted: onDone,
  });
  const { form } = binding;
  return (
    <form
      noValidate
      className="integrations-form"
      aria-label={t('integrations.redeliverTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      <form.Field name="since">
        {(field) => (
          <TextField field={field} type="datetime-local" label={t('integrations.field.since')} required />
        )}
      </form.Field>
      <div className="integrations-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          {t('integrations.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting}>
          {t('integrations.redeliver')}
        </Button>
      </div>
    </form>
  );
}
