import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { WebhookEndpointWithSecret } from '@food-admin/api-client';
import { Banner, Button, FormField, Input, ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';

type CopyOutcome = 'none' | 'copied' | 'failed';

/**
 * An endpoint's signing secret, shown this once, after Add endpoint and after a rotation
 * (docs/api.md#webhooks: "answered when the endpoint is made or rotated, never again"): a warning
 * that it will not be shown again, the secret in a read-only field with Copy beside it, and Done.
 * Copy writes it to the clipboard; where the browser refuses, the field's text is selected and the
 * message says how to copy it by hand. Copy has the focus, so Enter copies.
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
  const [outcome, setOutcome] = useState<CopyOutcome>('none');
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => copyButton.current?.focus(), []);
  const overlapUntil = created.endpoint.previousSecretExpiresAt;

  const copy = async () => {
    try {
      // Absent outside a secure context (http:// other than localhost) and in some embedded browsers.
      if (navigator.clipboard === undefined) throw new Error('No clipboard');
      await navigator.clipboard.writeText(created.secret);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <div className="endpoint-secret">
      <Banner tone="warning">{t('integrations.secretWarning')}</Banner>
      <FormField
        label={t('integrations.secretLabel', { url: ltrText(created.endpoint.url) })}
        hint={t('integrations.secretHint')}
      >
        <div className="endpoint-secret__row">
          <Input
            ref={field}
            className="endpoint-secret__value"
            value={created.secret}
            readOnly
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            ref={copyButton}
            variant="outline"
            leadingIcon={
              outcome === 'copied' ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <Copy size={16} aria-hidden="true" />
              )
            }
            onClick={() => void copy()}
          >
            {t('integrations.copy')}
          </Button>
        </div>
      </FormField>
      {overlapUntil ? (
        <p className="endpoint-secret__note">
          {t('integrations.previousSecret', { date: formatDateTime(overlapUntil) })}
        </p>
      ) : null}
      <p className="endpoint-secret__status" role="status">
        {outcome === 'copied' ? t('integrations.copied') : ''}
      </p>
      {outcome === 'failed' ? (
        <p className="fa-field__error" role="alert">
          {t('integrations.copyFailed')}
        </p>
      ) : null}
      <div className="integrations-form__buttons">
        <Button onClick={onDone}>{t('integrations.done')}</Button>
      </div>
    </div>
  );
}
