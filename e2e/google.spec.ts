import type { Page } from '@playwright/test';
import { test, expect, signOut } from './support/fixtures';
import { uniqueEmail } from './support/identity';

/** Clicks Continue with Google and hands back the Auth Emulator's popup (its account picker). */
async function openGooglePopup(page: Page): Promise<Page> {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

test('Google sign-in: a new account is registered automatically, an existing one signs straight in', async ({
  page,
  adminApi,
}) => {
  const email = uniqueEmail('google');

  // First visit: the Google account exists neither in the emulator nor in the backend.
  const firstPopup = await openGooglePopup(page);
  await firstPopup.getByRole('button', { name: 'Add new account' }).click();
  await firstPopup.locator('#email-input').fill(email);
  await firstPopup.locator('#display-name-input').fill('Grace Hopper');
  await firstPopup.locator('#sign-in').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();

  // The backend login answered 404, so the app registered the account from the Google data,
  // splitting the display name into first and last name.
  const afterFirst = await adminApi.users({ search: email });
  expect(afterFirst.content).toEqual([
    expect.objectContaining({ email, firstName: 'Grace', lastName: 'Hopper', role: 'CUSTOMER' }),
  ]);

  await signOut(page, 'Grace Hopper');

  // Second visit: the emulator's picker offers the account it now knows; picking it signs in.
  const secondPopup = await openGooglePopup(page);
  await secondPopup.locator('.js-reuse-account', { hasText: email }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
  const afterSecond = await adminApi.users({ search: email });
  expect(afterSecond.totalElements).toBe(1);
});
