import type { CreatedApiToken } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { SecretReveal } from '@/shared/forms/secret-reveal';

/** A new token's secret, shown this once (docs/api.md#api-tokens). */
export function TokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  return (
    <SecretReveal
      secret={created.secret}
      warning={t('apiTokens.revealWarning')}
      label={t('apiTokens.secretLabel', { name: isolatedText(created.token.name) })}
      hint={t('apiTokens.revealUsage', { date: formatDateTime(created.token.expiresAt) })}
      texts={{
        copy: t('apiTokens.copy'),
        copied: t('apiTokens.copied'),
        copyFailed: t('apiTokens.copyFailed'),
        done: t('apiTokens.done'),
      }}
      onDone={onDone}
    />
  );
}
