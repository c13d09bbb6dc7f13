import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { Banner, Button, FormField, Input } from '@food-admin/ui';
import './secret-reveal.css';

type CopyOutcome = 'none' | 'copied' | 'failed';

type SecretRevealProps = {
  secret: string;
  /** That it will not be shown again. */
  warning: ReactNode;
  label: string;
  hint: ReactNode;
  /** A line under the field (an endpoint's rotation overlap). */
  note?: ReactNode;
  texts: { copy: string; copied: string; copyFailed: string; done: string };
  onDone: () => void;
};

/**
 * A secret the API answers once (an API token's, a webhook endpoint's signing secret): a warning
 * that it will not be shown again, the secret in a read-only field with Copy beside it, and Done.
 * Copy writes it to the clipboard; where the browser refuses (no clipboard access, an insecure
 * page), the field's text is selected and the message says how to copy it by hand. Copy has the
 * focus, so Enter copies.
 */
export function SecretReveal({ secret, warning, label, hint, note, texts, onDone }: SecretRevealProps) {
  const [outcome, setOutcome] = useState<CopyOutcome>('none');
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => copyButton.current?.focus(), []);

  const copy = async () => {
    try {
      // Absent outside a secure context (http:// other than localhost) and in some embedded browsers.
      if (navigator.clipboard === undefined) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <div className="secret-reveal">
      <Banner tone="warning">{warning}</Banner>
      <FormField label={label} hint={hint}>
        <div className="secret-reveal__row">
          <Input
            ref={field}
            className="secret-reveal__value"
            value={secret}
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
            {texts.copy}
          </Button>
        </div>
      </FormField>
      {note ? <p className="secret-reveal__note">{note}</p> : null}
      <p className="secret-reveal__status" role="status">
        {outcome === 'copied' ? texts.copied : ''}
      </p>
      {outcome === 'failed' ? (
        <p className="fa-field__error" role="alert">
          {texts.copyFailed}
        </p>
      ) : null}
      <div className="secret-reveal__buttons">
        <Button onClick={onDone}>{texts.done}</Button>
      </div>
    </div>
  );
}
