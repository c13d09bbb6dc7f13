import type { ReactNode } from 'react';
import { isApiError } from '@food-admin/api-client';
import { Banner, Button } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';

type LoadErrorProps = {
  /** The failed read's error, or a message of our own (e.g. an address that is not valid). */
  error: unknown;
  /**
   * Tries the read again; not offered when trying again cannot help: the record does not exist
   * (404), the user may not see it (403), or the address is bad.
   */
  onRetry?: () => void;
  /** The way back, e.g. a link to the list. */
  back: ReactNode;
};

/**
 * A page whose record could not be read (docs/requirements.md#req-feedback): the server's message,
 * Retry when trying again can help, and always the way back.
 */
export function LoadError({ error, onRetry, back }: LoadErrorProps) {
  const t = useT(messages);
  const texts = useApiTexts();
  const retryable =
    onRetry !== undefined &&
    typeof error !== 'string' &&
    !(isApiError(error) && (error.status === 404 || error.status === 403));
  return (
    <Banner
      tone="warning"
      action={
        <span className="load-error__actions">
          {retryable ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('layout.retry')}
            </Button>
          ) : null}
          {back}
        </span>
      }
    >
      {typeof error === 'string'
        ? error
        : texts.error(error, error instanceof Error ? undefined : t('layout.loadErrorFallback'))}
    </Banner>
  );
}
