import { useCallback } from 'react';
import { messages } from '@/i18n/compiled/en/values';
import { useT } from '@/i18n/locale-provider';

/** A field's value as a reader sees it; `empty` stands for nothing. */
export type ShownValue = (value: unknown, empty?: string) => string;

/**
 * A field's value as a reader sees it (the conflict dialog, the history), in the active language:
 * Yes/No for switches, `empty` for nothing, JSON for anything structured.
 */
export function useShownValue(): ShownValue {
  const t = useT(messages);
  return useCallback(
    (value, empty = '') => {
      if (value === null || value === undefined || value === '') return empty;
      if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    [t],
  );
}
