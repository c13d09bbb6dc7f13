import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The fixtures: reviews 26, 24, 21, 17 and 13 pending, 23, 15 and 7 rejected, the other 18 approved.
describe('reviews in French and Arabic (docs/requirements.md#req-i18n)', () => {
  it('moderates in French: tabs, headers, a row action, its toast and a bulk plural', async () => {
    const { user } = await renderApp('/admin/reviews', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Statut des avis' }));
    await waitFor(() =>
      expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'En attente 5',
        'Approuvés 18',
        'Refusés 3',
        'Tous 26',
      ]),
    );
    const table = screen.getByRole('table', { name: 'Avis' });
    expect(within(table).getByRole('columnheader', { name: /Rédigé le/ })).toBeVisible();
    expect(within(table).getAllByText('En attente').length).toBeGreaterThan(0);

    await user.click(await within(table).findByRole('button', { name: "Approuver l'avis n° 24" }));
    expect(await screen.findByText('Avis approuvé')).toBeVisible();

    await user.click(await within(table).findByRole('checkbox', { name: 'Sélectionner avis n° 21' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Sélectionner avis n° 17' }));
    const bar = screen.getByRole('region', { name: 'Actions groupées sur les avis' });
    await user.click(within(bar).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser' });
    expect(within(dialog).getByText(/^Refuser 2 avis \? Ils seront masqués/)).toBeVisible();
  });

  it("opens an owner's reply dialog in Arabic", async () => {
    mockDb.actor = 'owner@demo.food';
    const { user } = await renderApp('/admin/reviews?status=APPROVED', {
      signedInAs: DEMO_OWNER,
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'التقييمات' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'التقييمات' });
    await user.click(await within(table).findByRole('button', { name: 'رد على التقييم رقم 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'الرد على التقييم' });
    expect(within(dialog).getByText(/^منح .+ تقييم \d من 5 نجوم/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'حفظ الرد' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });

  it('in Arabic, a review written in English reads in its own direction, its full stop at its end', async () => {
    await renderApp('/admin/reviews?status=APPROVED', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const table = await screen.findByRole('table', { name: 'التقييمات' });
    const texts = await within(table).findAllByText('Fantastic food, arrived hot and on time.');
    // dir="auto": the paragraph takes the direction of its first letter, so the bidi algorithm
    // keeps the sentence's full stop after its last word instead of before its first.
    for (const text of texts) expect(text).toHaveAttribute('dir', 'auto');
  });
});
