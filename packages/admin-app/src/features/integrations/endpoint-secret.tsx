import type { WebhookEndpointWithSecret } from '@food-admin/api-client';
import { ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { SecretReveal } from '@/shared/forms/secret-reveal';

/**
 * An endpoint's signing secret, shown this once, after Add endpoint and after a rotation
 * (docs/api.md#webhooks: "answered when the endpoint is made or rotated, never again"), with until
 * when the previous one still signs.
 */
export function EndpointSecret({
  created,
  onDone,
}: {
  created: WebhookEndpointWithSecret;
  onDone: () => void;
}) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const overlapUntil = created.endpoint.previousSecretExpiresAt;
  return (
    <SecretReveal
      secret={created.secret}
      warning={t('integrations.secretWarning')}
      label={t('integrations.secretLabel', { url: ltrText(created.endpoint.url) })}
      hint={t('integrations.secretHint')}
      note={
        overlapUntil ? t('integrations.previousSecret', { date: formatDateTime(overlapUntil) }) : undefined
      }
      texts={{
        copy: t('integrations.copy'),
        copied: t('integrations.copied'),
        copyFailed: t('integrations.copyFailed'),
        done: t('integrations.done'),
      }}
      onDone={onDone}
    />
  );
}
