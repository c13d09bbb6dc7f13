import { overrides } from '@food-admin/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Catalog from '@/i18n/catalog';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

// The French catalog arrives only when the test lets it: the server's refusal comes first.
const catalog = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
});
vi.mock('@/i18n/catalog', async (importOriginal) => {
  const original = await importOriginal<typeof Catalog>();
  return {
    ...original,
    loadLocale: async (locale: Parameters<typeof original.loadLocale>[0]) => {
      if (locale === 'fr') await catalog.held;
      return original.loadLocale(locale);
    },
  };
});

setupMockBackend();

describe('a language that could not be saved (docs/requirements.md#req-i18n)', () => {
  it('is told in the language chosen, even when the server refuses before that language has loaded', async () => {
    mockServer.use(overrides.error('setLocale', 503, 'Service temporarily unavailable'));
    const { user } = await renderApp('/settings', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    // The refusal has come and gone while the page is still English: nothing told in English.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/could not be saved/)).toBeNull();

    catalog.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    expect(
      await screen.findByText(
        "La langue s'applique ici, mais elle n'a pas pu être enregistrée dans votre profil.",
      ),
    ).toBeVisible();
  });
});
