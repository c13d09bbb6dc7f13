import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { readBoardAlerts } from '@/features/dispatch-board';
import { DEMO_ADMIN, DEMO_CUSTOMER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The operations board's sound and notification choices in Settings
// (docs/requirements.md#req-dispatch-board): off until turned on, each person's own, and a
// notification only with the browser's permission.

/** The Notification API with the answer the browser's permission prompt will give. */
function stubNotifications(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
  return requestPermission;
}

const adminId = () => mockDb.users.all().find((user) => user.email === DEMO_ADMIN.email)!.id;

afterEach(() => vi.unstubAllGlobals());

describe('the board alerts in Settings', () => {
  it('are off at first; the sound turns on for this person only', async () => {
    stubNotifications('granted');
    const { user } = await renderApp('/settings', { signedInAs: DEMO_ADMIN });
    const sound = await screen.findByRole('switch', { name: /Play a sound for a new or late order/ });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(sound).toBeChecked();
    expect(readBoardAlerts(adminId())).toEqual({ sound: true, notifications: false });
    expect(readBoardAlerts(adminId() + 1)).toEqual({ sound: false, notifications: false });
  });

  it("turns notifications on with the browser's permission, and says so when it is refused", async () => {
    const asked = stubNotifications('denied');
    const { user } = await renderApp('/settings', { signedInAs: DEMO_ADMIN });
    const notifications = await screen.findByRole('switch', { name: /Show a system notification/ });
    await user.click(notifications);
    expect(asked).toHaveBeenCalledOnce();
    expect(await screen.findByText(/This browser blocks notifications for this site/)).toBeVisible();
    expect(notifications).not.toBeChecked();
    expect(readBoardAlerts(adminId()).notifications).toBe(false);

    stubNotifications('granted');
    await user.click(notifications);
    await waitFor(() => expect(notifications).toBeChecked());
    expect(readBoardAlerts(adminId()).notifications).toBe(true);
    expect(screen.queryByText(/This browser blocks notifications/)).toBeNull();
  });

  it('are not offered to someone who cannot open the board', async () => {
    mockDb.actor = DEMO_CUSTOMER.email;
    await renderApp('/settings', { signedInAs: DEMO_CUSTOMER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('switch', { name: /Play a sound/ })).toBeNull();
  });
});
