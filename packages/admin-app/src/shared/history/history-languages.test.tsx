import { mockDb } from '@food-admin/mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** A record's History (here an order's) in French and Arabic (docs/requirements.md#req-i18n). */
describe('history in other languages', () => {
  beforeEach(() => {
    mockDb.orders.update(1028, { status: 'ACCEPTED' });
  });

  it('in French: heading, who did what, and the change table', async () => {
    await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    const history = within(await screen.findByRole('region', { name: 'Historique' }));
    const changes = within(await history.findByRole('table', { name: 'Modifications de la version 2' }));
    expect(changes.getByRole('columnheader', { name: 'Avant' })).toBeVisible();
    // The status's values by their names, as the order's badge writes them.
    expect(changes.getByRole('row', { name: 'Statut En attente Acceptée' })).toBeVisible();
    // The summary line: who, what they did, when, which version.
    const summary = (_: string, element: Element | null) =>
      element?.tagName === 'P' && /l'a modifié · .+ · version 2$/.test(element.textContent ?? '');
    expect(history.getByText(summary)).toBeVisible();
  });

  it('in Arabic: heading and the change table', async () => {
    await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const history = within(await screen.findByRole('region', { name: 'السجل' }));
    const changes = within(await history.findByRole('table', { name: 'التغييرات في الإصدار 2' }));
    expect(changes.getByRole('columnheader', { name: 'بعد' })).toBeVisible();
    expect(changes.getByRole('row', { name: 'الحالة قيد الانتظار مقبول' })).toBeVisible();
  });

  it('in English: the status values by name, as the badge writes them', async () => {
    await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const changes = within(await history.findByRole('table', { name: 'Changes in version 2' }));
    expect(changes.getByRole('row', { name: 'Status Pending Accepted' })).toBeVisible();
  });
});
