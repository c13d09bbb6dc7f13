import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale } from './locale-provider';

/**
 * Follows the signed-in user's saved language (docs/requirements.md#req-i18n): after a sign-in,
 * here or in another browser, the app switches to the language their profile keeps. Only a new
 * saved value applies, so a choice made meanwhile in Settings is not undone while its save runs.
 */
export function ProfileLocaleSync() {
  const saved = useAuth().profile?.locale ?? null;
  const { locale, setLocale } = useLocale();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (saved === null || applied.current === saved) return;
    applied.current = saved;
    if (saved !== locale) void setLocale(saved);
  }, [saved, locale, setLocale]);
  return null;
}
