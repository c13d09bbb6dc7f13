import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { t } from '@/stories/texts';
import { SettingsScreen } from './settings-screen';

const meta = {
  title: 'App/Account/Settings',
  component: SettingsScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    matrix: {
      notApplicable: {
        loading: 'nothing loads: the theme is kept in this browser',
        empty: 'one setting, always there',
        error: 'no request',
        forbidden: 'every signed-in user may open it',
        validation: 'one choice from a list: nothing to refuse',
        submitting: 'no save: the theme applies at once',
        slow: 'no request',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('settings.theme') })).toBeVisible();
  },
};

/** A phone (390x844): the theme's field fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const theme = await within(canvasElement).findByRole('combobox', { name: t('settings.theme') });
    await expect(theme).toBeVisible();
    await expect(theme.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};

/**
 * Picks Français in the Language select (in the story's language) and waits for the page to speak
 * it; the French stories then check French words.
 */
async function chooseFrench(
  canvasElement: HTMLElement,
  user: { click: (element: Element) => Promise<void> },
) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await user.click(await canvas.findByRole('combobox', { name: t('settings.language') }));
  await user.click(await page.findByRole('option', { name: 'Français' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  return { canvas, page };
}

/** Choosing French: the page, the sidebar and `<html lang>` change at once, without a reload. */
export const ChooseFrench: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { canvas } = await chooseFrench(canvasElement, userEvent);
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'fr');
    const sidebar = await canvas.findByRole('navigation', { name: 'Principale' });
    await expect(within(sidebar).getByRole('link', { name: 'Paramètres' })).toBeVisible();
  },
};

/** Arabic, from the toolbar's language: right to left, the sidebar on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const sidebar = await canvas.findByRole('navigation', { name: 'الرئيسية' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'الإعدادات' });
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    await expect(canvas.getByRole('combobox', { name: 'اللغة' })).toHaveTextContent('العربية');
  },
};

/** The pseudo-locale (English accented, 40% longer): the shell and the page still fit, nothing spills sideways. */
export const PseudoLocale: Story = {
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '[Šéttíñgš ~]' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '[Ĺáñgúágé ~]' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The profile could not keep the choice (the server failed): the language still applies here, and a toast says so. */
export const LanguageNotSaved: Story = {
  parameters: {
    msw: { handlers: { setLocale: overrides.error('setLocale', 503, 'Service temporarily unavailable') } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { page } = await chooseFrench(canvasElement, userEvent);
    const notSaved = "La langue s'applique ici, mais elle n'a pas pu être enregistrée dans votre profil.";
    // The toast waits for the failed save and the toaster's own chunk: on two busy cores that
    // took more than waitFor's default second (a red crawl, 2026-11-27).
    await expect(await page.findByText(notSaved, undefined, { timeout: 5000 })).toBeVisible();
  },
};
