import { mockDb } from '@food-admin/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';
import { LOCALE_STORAGE_KEY } from './locales';

setupMockBackend();

const adminRow = () => mockDb.users.all().find((user) => user.email === DEMO_ADMIN.email);

describe('languages (docs/requirements.md#req-i18n)', () => {
  it('choosing French in Settings applies it at once and keeps it here and in the profile', async () => {
    const { user } = await renderApp('/settings', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    await expect.poll(() => adminRow()?.locale).toBe('fr');
    const sidebar = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(sidebar).getByRole('link', { name: 'Utilisateurs' })).toBeVisible();
  });

  it('a language saved in the profile applies after the sign-in, right to left for Arabic', async () => {
    const admin = adminRow();
    if (!admin) throw new Error('no demo admin in the mocks');
    mockDb.users.update(admin.id, { locale: 'ar' });
    await renderApp('/settings', { signedInAs: DEMO_ADMIN });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الإعدادات' }, { timeout: 5000 }),
    ).toBeVisible();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });

  it('renders in a stored language from the first frame (the locale option of renderApp)', async () => {
    await renderApp('/settings', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });
});
