import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** The shared list parts (layout toggle, row actions, status filter, saved views, bulk result) on the restaurants table. */
describe('list machinery in French and Arabic', () => {
  it('French: layout toggle, row actions, the status filter and saved views', async () => {
    const { user } = await renderApp('/admin/restaurants?layout=table', {
      signedInAs: DEMO_ADMIN,
      locale: 'fr',
    });
    const layout = screen.getByRole('group', { name: 'Affichage des restaurants' });
    expect(within(layout).getByRole('button', { name: 'Tableau' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(layout).getByRole('button', { name: 'Grille' })).toBeVisible();
    await screen.findByRole('link', { name: 'Modifier Trattoria Bella Vista' });
    expect(screen.getByRole('button', { name: 'Supprimer Trattoria Bella Vista' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Statut/ }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /^Inactif/ })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Vues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vues enregistrées' });
    expect(await within(dialog).findByText("Aucune vue enregistrée pour l'instant.")).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la vue actuelle' })).toBeVisible();
  });

  it('Arabic: a bulk action tells what changed, with the dual form', async () => {
    const { user } = await renderApp('/admin/restaurants?layout=table', {
      signedInAs: DEMO_ADMIN,
      locale: 'ar',
    });
    await screen.findByRole('link', { name: 'تعديل Trattoria Bella Vista' });
    expect(screen.getByRole('button', { name: 'جدول' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Trattoria Bella Vista' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Sakura Sushi Bar' }));
    const bar = screen.getByRole('region', { name: 'إجراءات جماعية على المطاعم' });
    await user.click(within(bar).getByRole('button', { name: 'إلغاء التفعيل' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('إلغاء تفعيل مطعمَين؟')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    // The toast fades in (opacity 0 until mounted): visible once it has.
    await waitFor(() => expect(screen.getByText('إلغاء التفعيل: تغيّر عنصران')).toBeVisible());
  });
});
