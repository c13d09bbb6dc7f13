import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_CUSTOMER, renderApp, setupMockBackend } from '@/test/render-app';
import { rememberRecent } from './recent-items';

setupMockBackend();

describe('/welcome in French and Arabic', () => {
  it('greets by name in French', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Bienvenue, / })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Par où continuer' })).toBeVisible();
  });

  it('lists recently opened records with their kind in Arabic', async () => {
    const admin = mockDb.users.all().find((user) => user.email === DEMO_ADMIN.email)!;
    rememberRecent({ userId: admin.id, kind: 'Menu', id: 1, name: 'Lunch', to: '/admin/menus/1/dishes' });
    await renderApp('/welcome', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: /^مرحبًا، / })).toBeVisible();
    expect(screen.getByRole('region', { name: 'ما فتحته مؤخرًا' })).toBeVisible();
    expect(screen.getByText('قائمة طعام')).toBeVisible();
  });

  it("tells a customer in Arabic that this is the staff's back-office", async () => {
    await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER, locale: 'ar' });
    expect(await screen.findByText('هذه لوحة الإدارة الخاصة بفريق العمل')).toBeVisible();
    expect(screen.getByText(/اطلب من أحد المسؤولين منح حسابك هذا الدور/)).toBeVisible();
  });
});
