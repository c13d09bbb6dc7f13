import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedApiToken } from '@food-admin/api-client';
import { Banner, Button, FormField, Input, isolatedText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';

type CopyOutcome = 'none' | 'copied' | 'failed';

/**
 * A new token's secret, shown this once (docs/api.md#api-tokens): a warning that it will not be shown
 * again, the secret in a read-only field with Copy beside it, and Done. Copy writes it to the
 * clipboard; where the browser refuses (no clipboard access, an insecure page), the field's text is
 * selected and the message says how to copy it by hand. Copy has the focus, so Enter copies.
 */
export function TokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const [outcome, setOutcome] = useState<CopyOutcome>('none');
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => copyButton.current?.focus(), []);

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
    <div className="token-secret">
      <Banner tone="warning">{t('apiTokens.revealWarning')}</Banner>
      <FormField
        label={t('apiTokens.secretLabel', { name: isolatedText(created.token.name) })}
        hint={t('apiTokens.revealUsage', { date: formatDateTime(created.token.expiresAt) })}
      >
        <div className="token-secret__row">
          <Input
            ref={field}
            className="token-secret__value"
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
            {t('apiTokens.copy')}
          </Button>
        </div>
      </FormField>
      <p className="token-secret__status" role="status">
        {outcome === 'copied' ? t('apiTokens.copied') : ''}
      </p>
      {outcome === 'failed' ? (
        <p className="fa-field__error" role="alert">
          {t('apiTokens.copyFailed')}
        </p>
      ) : null}
      <div className="token-secret__buttons">
        <Button onClick={onDone}>{t('apiTokens.done')}</Button>
      </div>
    </div>
  );
}
