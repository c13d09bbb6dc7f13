import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const rowFor = async (email: string) =>
  (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

describe('/admin/users in French and Arabic', () => {
  it('French: heading, columns, role labels and a bulk role change with its count', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toBeVisible();
    expect(within(await rowFor('admin@demo.food')).getByText('Administrateur')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs par e-mail' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner customer@demo.food' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner owner@demo.food' }));
    const bar = screen.getByRole('region', { name: 'Actions groupées sur les utilisateurs' });
    await user.click(within(bar).getByRole('button', { name: 'Passer en livreur' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Attribuer le rôle Livreur à 2 utilisateurs ?')).toBeVisible();
  });

  it('Arabic: heading, row actions and the dual form of a bulk delete', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    const row = await rowFor('customer@demo.food');
    expect(within(row).getByRole('button', { name: 'سجلّ customer@demo.food' })).toBeVisible();
    expect(within(row).getByText('عميل')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'تحديد customer@demo.food' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد owner@demo.food' }));
    const bar = screen.getByRole('region', { name: 'إجراءات جماعية على المستخدمين' });
    await user.click(within(bar).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'حذف مستخدمَين؟ يبقى المحذوف في «المحذوفات الأخيرة» لمدة 30 يومًا دون أن يتمكن من تسجيل الدخول، ويمكنك استعادته من هناك.',
      ),
    ).toBeVisible();
  });

  it('Arabic: emails and phone numbers are isolated left-to-right runs, in the table and the modal', async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const row = await rowFor('owner@demo.food');
    const ltr = (element: HTMLElement) => element.tagName === 'BDI' && element.getAttribute('dir') === 'ltr';
    expect(ltr(within(row).getByText('owner@demo.food'))).toBe(true);
    expect(ltr(within(row).getByText('+1 555 0101'))).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'حذف owner@demo.food' }));
    const dialog = await screen.findByRole('alertdialog');
    // In the sentence the email is an isolate (U+2066 … U+2069), so its dots and @ stay in place.
    expect(dialog).toHaveAccessibleDescription(/\(\u2066owner@demo\.food\u2069\)/);
  });
});
