import { useEffect, useRef } from 'react';
import { Card, FormField, PageLayout, Select, useTheme, type SelectOption, type Theme } from '@food-admin/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useReaches } from '@/lib/auth/grants';
import { BoardAlertSettings } from './board-alert-settings';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/settings';
import { useLocale, useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';

/** Each language under its own name, whatever the active one (docs/requirements.md#req-i18n). */
const LANGUAGE_OPTIONS: ReadonlyArray<SelectOption<Locale>> = LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
}));

/**
 * Per-browser preferences; the theme and the language are stored in localStorage and applied at
 * once. Whoever can open the operations board also chooses its sound and notifications here.
 */
export function SettingsScreen() {
  const { theme, setTheme } = useTheme();
  const { locale } = useLocale();
  const t = useT(messages);
  const chooseLanguage = useChooseLanguage();
  const reaches = useReaches();
  const themeOptions: ReadonlyArray<SelectOption<Theme>> = [
    { value: 'light', label: t('settings.themeLight') },
    { value: 'dark', label: t('settings.themeDark') },
    { value: 'system', label: t('settings.themeSystem') },
  ];
  return (
    <PageLayout title={t('settings.title')}>
      <Card className="settings-card" padding="lg">
        <FormField label={t('settings.theme')} hint={t('settings.themeHint')}>
          <Select value={theme} onValueChange={setTheme} options={themeOptions} />
        </FormField>
        <FormField label={t('settings.language')} hint={t('settings.languageHint')}>
          <Select value={locale} onValueChange={chooseLanguage} options={LANGUAGE_OPTIONS} />
        </FormField>
      </Card>
      {reaches('orders.view') ? <BoardAlertSettings /> : null}
    </PageLayout>
  );
}

/**
 * Applies a language at once, keeps it in this browser and, for a signed-in user, in their profile
 * on the server, so it follows them to another browser. A failed save keeps the choice here and says so.
 */
function useChooseLanguage() {
  const api = useApi();
  const auth = useAuth();
  const { locale, setLocale } = useLocale();
  const t = useT(messages);
  // The failure is told in the language just chosen. The server can answer before that language's
  // catalog has loaded (a failure answers at once): the message then waits for it to render.
  const rendered = useRef({ locale, t });
  const failedUnrendered = useRef<Locale | undefined>(undefined);
  useEffect(() => {
    rendered.current = { locale, t };
    if (failedUnrendered.current !== locale) return;
    failedUnrendered.current = undefined;
    notify.error(t('settings.languageNotSaved'));
  });
  return (next: Locale) => {
    void setLocale(next);
    if (!auth.isLoggedIn) return;
    api.profile.setLocale({ body: { locale: next } }).then(auth.applyProfile, () => {
      if (rendered.current.locale === next) notify.error(rendered.current.t('settings.languageNotSaved'));
      else failedUnrendered.current = next;
    });
  };
}
