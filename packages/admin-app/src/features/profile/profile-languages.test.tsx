import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('/profile in French and Arabic', () => {
  it('shows the details and saves in French', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    expect(screen.getByText('Administrateur')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    const form = within(screen.getByRole('form', { name: 'Modifier le profil' }));
    await user.type(form.getByLabelText(/^nom/i), 'son');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil enregistré')).toBeInTheDocument();
  });

  it('checks the password confirmation in Arabic', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const form = within(await waitFor(() => screen.getByRole('form', { name: 'تغيير كلمة المرور' })));
    await user.type(form.getByLabelText(/^كلمة المرور الحالية/), 'admin123');
    await user.type(form.getByLabelText(/^كلمة المرور الجديدة/), 'fresh-secret');
    await user.type(form.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'fresh-secert');
    await user.click(form.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await form.findByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  });
});
