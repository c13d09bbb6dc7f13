import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';
import { rememberCreated } from './just-added';

setupMockBackend();

describe('the "just added" banner in French and Arabic', () => {
  it('names the new restaurant in French', async () => {
    rememberCreated('restaurants', { id: 1, name: 'Sushi Corner' });
    await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByText('« Sushi Corner » a été ajouté.')).toBeVisible();
    expect(screen.getByRole('link', { name: "L'ouvrir" })).toHaveAttribute(
      'href',
      '/admin/restaurants/1/menu',
    );
  });

  it('names the new restaurant in Arabic, with Dismiss', async () => {
    rememberCreated('restaurants', { id: 1, name: 'Sushi Corner' });
    await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByText('تمت إضافة «Sushi Corner».')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  });
});
