import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const ACCOUNTING = 'https://books.accounting.example/webhooks';

/** Integrations in French and Arabic (docs/requirements.md#req-i18n): event names stay technical. */
describe('the Integrations page in other languages', () => {
  it('in French: statuses, the disabled endpoint’s banner, the log and the form’s checks', async () => {
    const { user } = await renderApp('/admin/integrations', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Intégrations' })).toBeVisible();
    const accounting = within(await screen.findByRole('article', { name: ACCOUNTING }));
    expect(accounting.getByText('Désactivé par la plateforme')).toBeVisible();
    expect(accounting.getByRole('button', { name: /^Réactiver/ })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Journal des livraisons' }));
    expect(table.getByRole('columnheader', { name: 'Prochaine tentative' })).toBeVisible();
    expect(await table.findByText('Nouvelle tentative')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ajouter un point de terminaison' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ajouter un point de terminaison webhook' }),
    );
    expect(dialog.getByText('Un client a passé une commande')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Ajouter un point de terminaison' }));
    expect(await dialog.findByText('Saisissez l’adresse du point de terminaison')).toBeVisible();
    expect(dialog.getByText('Choisissez au moins un événement')).toBeVisible();
  });

  it('in Arabic: the page, a delivery’s detail, addresses left to right', async () => {
    const { user } = await renderApp('/admin/integrations', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التكاملات' })).toBeVisible();
    const accounting = await screen.findByRole('article', { name: ACCOUNTING });
    expect(within(accounting).getByText('عطّلتها المنصة')).toBeVisible();
    expect(within(accounting).getByText(ACCOUNTING).closest('bdi')).toHaveAttribute('dir', 'ltr');
    const table = within(await screen.findByRole('table', { name: 'سجل التسليم' }));
    const [retrying] = await table.findAllByRole('button', {
      name: /^فتح عملية تسليم order\.status_changed/,
    });
    await user.click(retrying!);
    const dialog = within(await screen.findByRole('dialog', { name: 'عملية تسليم order.status_changed' }));
    expect(await dialog.findByText('المحاولة 2')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'إعادة الإرسال' })).toBeVisible();
  });
});
