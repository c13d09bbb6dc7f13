import { Card, FormField, PageLayout, Select, type SelectOption } from '@food-admin/ui';
import { useTheme } from './theme';
import type { Theme } from './theme-storage';

const THEME_OPTIONS: ReadonlyArray<SelectOption<Theme>> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Per-browser preferences; the theme is stored in localStorage and applied at once. */
export function SettingsScreen() {
  const { theme, setTheme } = useTheme();
  return (
    <PageLayout title="Settings">
      <Card className="settings-card" padding="lg">
        <FormField label="Theme" hint="System follows your operating system's light or dark setting.">
          <Select value={theme} onValueChange={setTheme} options={THEME_OPTIONS} />
        </FormField>
      </Card>
    </PageLayout>
  );
}
