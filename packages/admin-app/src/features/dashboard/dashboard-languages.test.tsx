import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const page = () => within(screen.getByRole('main'));
const trends = () => within(screen.getByRole('region', { name: /^(Tendances|الاتجاهات)$/ }));

describe('the dashboard in French and Arabic (docs/requirements.md#req-i18n)', () => {
  it('shows the counts, trends, alerts and feed in French', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    for (const label of ['Restaurants', 'Utilisateurs', 'Commandes', 'Avis'])
      expect(await page().findByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    expect(await screen.findByRole('radio', { name: '30 jours' })).toBeChecked();
    await waitFor(() =>
      expect(trends().getAllByText(/par rapport aux 30 jours précédents|Rien à comparer/)).toHaveLength(4),
    );
    expect(
      await trends().findByRole('button', { name: 'Afficher les données : Commandes par jour' }),
    ).toBeVisible();
    const alerts = within(screen.getByRole('region', { name: 'À traiter' }));
    expect(await alerts.findByRole('link', { name: /^\d+ avis en attente de modération$/ })).toBeVisible();
    const feed = screen.getByRole('list', { name: "Entrées d'activité" });
    await waitFor(() => expect(within(feed).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(feed).queryByText(/^(USER|ORDER|RESTAURANT|REVIEW|GENERAL|DISH)$/)).toBeNull();
  });

  it('names the ranges with Arabic plurals', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: '7 أيام' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '30 يومًا' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'مخصصة' })).toBeVisible();
    expect(await trends().findByRole('heading', { name: 'متوسط التقييم' })).toBeVisible();
  });
});
