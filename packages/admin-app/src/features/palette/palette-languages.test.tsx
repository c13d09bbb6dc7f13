import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const CTRL_K = '{Control>}k{/Control}';
/** The options' labels under a heading. */
const labelsIn = (dialog: HTMLElement, heading: string) =>
  within(within(dialog).getByRole('group', { name: heading }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.fa-palette__label')?.textContent);

describe('the command palette in French and Arabic (docs/requirements.md#req-i18n)', () => {
  it('names its groups and actions in French, and the server hits by kind', async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard(CTRL_K);
    const dialog = await screen.findByRole('dialog', { name: 'Palette de commandes' });
    expect(labelsIn(dialog, 'Pages')).toContain('Utilisateurs');
    expect(labelsIn(dialog, 'Actions')).toEqual(['Nouveau restaurant', 'Changer de thème', 'Se déconnecter']);
    // A page is found by its French search words too (Corbeille, the bin, as 'restaurer').
    await user.type(within(dialog).getByRole('combobox'), 'restaurer');
    await waitFor(() => expect(labelsIn(dialog, 'Pages')).toEqual(['Corbeille']));
    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), 'pizza');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Plats' })).toBeVisible());
  });

  it('names its actions in Arabic', async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard(CTRL_K);
    const dialog = await screen.findByRole('dialog', { name: 'لوحة الأوامر' });
    expect(labelsIn(dialog, 'الإجراءات')).toEqual(['مطعم جديد', 'تبديل المظهر', 'تسجيل الخروج']);
    expect(labelsIn(dialog, 'الصفحات')).toContain('المستخدمون');
    // and finds a page by its Arabic search words (Recently deleted as 'سلة', the bin)
    await user.type(within(dialog).getByRole('combobox'), 'سلة');
    await waitFor(() => expect(labelsIn(dialog, 'الصفحات')).toEqual(['المحذوفة مؤخرًا']));
  });
});
