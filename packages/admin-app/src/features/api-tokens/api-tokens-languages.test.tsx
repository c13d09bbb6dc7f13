import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Two tokens of the admin's: one ending in two days with three permissions, one revoked. */
function seedTokens() {
  const now = Date.now();
  const base = { userId: 1, hint: 'fa_pat_Ab3x', createdAt: iso(now - 10 * DAY), lastUsedAt: null };
  mockDb.apiTokens.insert({
    ...base,
    name: 'Export',
    scopes: ['orders.view', 'orders.handle', 'menus.edit'],
    expiresAt: iso(now + 2 * DAY - 60_000),
    revokedAt: null,
  });
  mockDb.apiTokens.insert({
    ...base,
    name: 'Ancien',
    scopes: ['orders.view'],
    expiresAt: iso(now + 30 * DAY),
    revokedAt: iso(now - DAY),
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

describe('/api-tokens in French and Arabic', () => {
  it('French: heading, columns, states, the expiry flag and the create dialog', async () => {
    seedTokens();
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jetons d’API' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Vos jetons' });
    expect(within(table).getByRole('columnheader', { name: 'Dernière utilisation' })).toBeVisible();
    const soon = await rowOf('Export');
    expect(within(soon).getByText('Dans 2 jours')).toBeVisible();
    expect(soon).toHaveTextContent('Jamais utilisé');
    expect(soon).toHaveTextContent('Modifier les menus et 2 autres');
    expect(within(await rowOf('Ancien')).getByText('Révoqué')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Créer un jeton d’API' }));
    expect(dialog.getByRole('radio', { name: '90 jours' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Créer un jeton' }));
    expect(await dialog.findByText('Le nom est obligatoire')).toBeVisible();
  });

  it('Arabic: right to left, the dual of the days, the revoke confirmation', async () => {
    seedTokens();
    const { user } = await renderApp('/api-tokens', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'رموز API' })).toBeVisible();
    const soon = await rowOf('Export');
    expect(within(soon).getByText('خلال يومين')).toBeVisible();
    expect(within(soon).getByText('نشط')).toBeVisible();
    // The hint reads left to right inside the Arabic sentence.
    expect(within(soon).getByText('يبدأ بـ \u2066fa_pat_Ab3x\u2069')).toBeInTheDocument();

    await user.click(within(soon).getByRole('button', { name: 'إبطال Export' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'إبطال هذا الرمز؟' }));
    expect(confirm.getByRole('button', { name: 'إبطال' })).toBeVisible();
    expect(confirm.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });
});
