import { Card, FormField, PageLayout, Select, type SelectOption } from '@food-admin/ui';
import { useLocale } from '@/i18n/locale-provider';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { useTheme } from './theme';
import type { Theme } from './theme-storage';

/** Each language under its own name, whatever the active one (docs/requirements.md#req-i18n). */
const LANGUAGE_OPTIONS: ReadonlyArray<SelectOption<Locale>> = LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
}));

/** Per-browser preferences; the theme and the language are stored in localStorage and applied at once. */
export function SettingsScreen() {
  const { theme, setTheme } = useTheme();
  const { locale, setLocale, t } = useLocale();
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
          <Select value={locale} onValueChange={(next) => void setLocale(next)} options={LANGUAGE_OPTIONS} />
        </FormField>
      </Card>
    </PageLayout>
  );
}
