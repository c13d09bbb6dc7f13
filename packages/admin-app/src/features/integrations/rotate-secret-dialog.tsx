import { useId, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@food-admin/api-client';
import { Button, Modal, SegmentedControl, ltrText } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { SaveError } from '@/shared/forms/save-error';
import { EndpointSecret } from './endpoint-secret';
import { SAVE_ENDPOINT, useRotateSecret } from './integration-mutations';
import {
  DEFAULT_OVERLAP_HOURS,
  OVERLAP_PRESETS,
  overlapLabel,
  type OverlapPreset,
} from './integration-texts';

const HOUR_MS = 3_600_000;

/**
 * Rotate secret (docs/api.md#webhooks): how long the old secret keeps signing beside the new one
 * (not at all, 24 hours by default, 3 or 7 days), then the new secret, shown once as after Add
 * endpoint. Closing forgets it.
 */
export function RotateSecretDialog({
  endpoint,
  onClose,
}: {
  /** Open while set. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const t = useT(messages);
  const [rotated, setRotated] = useState<WebhookEndpointWithSecret | null>(null);
  const saving = useIsMutating({ mutationKey: SAVE_ENDPOINT }) > 0;
  const close = () => {
    setRotated(null);
    onClose();
  };
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      preventClose={saving}
      size="md"
      title={rotated ? t('integrations.secretTitle') : t('integrations.rotateTitle')}
      description={
        rotated || endpoint === null
          ? undefined
          : t('integrations.rotateHint', { url: ltrText(endpoint.url) })
      }
    >
      {endpoint === null ? null : rotated ? (
        <EndpointSecret created={rotated} onDone={close} />
      ) : (
        <RotateForm endpoint={endpoint} onRotated={setRotated} onCancel={close} />
      )}
    </Modal>
  );
}

function RotateForm({
  endpoint,
  onRotated,
  onCancel,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (rotated: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const texts = useApiTexts();
  const formatDateTime = useFormatDateTime();
  const rotate = useRotateSecret(endpoint);
  const [hours, setHours] = useState<OverlapPreset>(DEFAULT_OVERLAP_HOURS);
  const hintId = useId();
  return (
    <form
      noValidate
      className="integrations-form"
      aria-label={t('integrations.rotateTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!rotate.isPending) rotate.mutate(hours, { onSuccess: onRotated });
      }}
    >
      <SaveError message={rotate.error ? texts.error(rotate.error) : null} />
      <fieldset className="integrations-form__fieldset" aria-describedby={hintId}>
        <legend className="fa-field__label">{t('integrations.overlap')}</legend>
        <SegmentedControl<`${OverlapPreset}`>
          aria-label={t('integrations.overlap')}
          value={`${hours}`}
          onValueChange={(next) => setHours(Number(next) as OverlapPreset)}
          options={OVERLAP_PRESETS.map((preset) => ({
            value: `${preset}`,
            label: overlapLabel(t, preset),
          }))}
        />
        <p id={hintId} className="fa-field__hint">
          {hours === 0
            ? t('integrations.overlapNoneHint')
            : t('integrations.overlapUntil', {
                date: formatDateTime(new Date(Date.now() + hours * HOUR_MS).toISOString()),
              })}
        </p>
      </fieldset>
      <div className="integrations-form__buttons">
        <Button variant="outline" onClick={onCancel} disabled={rotate.isPending}>
          {t('integrations.cancel')}
        </Button>
        <Button type="submit" loading={rotate.isPending}>
          {t('integrations.rotate')}
        </Button>
      </div>
    </form>
  );
}
