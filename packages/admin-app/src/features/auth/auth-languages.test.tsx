import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, DEMO_CUSTOMER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

describe('sign-in, sign-up and access in French and Arabic', () => {
  it('signs in in French, with the failure in French', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user } = await renderApp('/login', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
    await user.type(screen.getByLabelText(/^e-mail/i), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText(/^mot de passe/i), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Échec de la connexion. Vérifiez vos identifiants.')).toBeVisible();
  });

  it('opens Forgot password? in French', async () => {
    const { user } = await renderApp('/login', { locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Réinitialiser le mot de passe' }));
    expect(dialog.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
  });

  it('shows the sign-up form in Arabic', async () => {
    await renderApp('/register', { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب جديد' })).toBeVisible();
    expect(screen.getByLabelText(/^الهاتف \(اختياري\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'إنشاء حساب' })).toBeVisible();
  });

  it("says 'not allowed' in French, with the role's name", async () => {
    await renderApp('/admin/users', { signedInAs: DEMO_CUSTOMER, locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    expect(
      screen.getByText('Votre compte a le rôle client, qui ne donne pas accès à cette page.'),
    ).toBeVisible();
  });
});
