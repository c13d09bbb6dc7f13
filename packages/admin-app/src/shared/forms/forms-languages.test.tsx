import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('entity forms in French and Arabic', () => {
  it('has Cancel and Save in French', async () => {
    await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  it('asks before leaving unsaved changes in Arabic', async () => {
    const { user } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const form = await screen.findByRole('form');
    await user.type(within(form).getAllByRole('textbox')[0]!, 'Half typed');
    const sidebar = await screen.findByRole('navigation', { name: 'الرئيسية' });
    await user.click(within(sidebar).getByRole('link', { name: 'المستخدمون' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'المغادرة دون حفظ؟' }));
    expect(dialog.getByRole('button', { name: 'البقاء' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'مغادرة' })).toBeVisible();
  });
});
