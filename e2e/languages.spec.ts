import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { freshAccount } from './support/api';

/*
 * Languages (docs/requirements.md#req-i18n). Every test signs in with an account of its own: the
 * language is saved in the profile, and the demo accounts other specs use must stay in English.
 */

const html = (page: Page) => page.locator('html');

/** Settings' Language control (a Radix select), labelled in the active language. */
async function chooseLanguage(page: Page, label: string, language: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: language }).click();
}

test('French, then Arabic right to left, kept across a reload and in another browser; back to English', async ({
  page,
  browser,
  request,
}) => {
  const person = await freshAccount(request, 'lang');
  await signIn(page, person);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await chooseLanguage(page, 'Language', 'Français');
  await expect(html(page)).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Principale' });
  await expect(sidebar.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replier la barre latérale' })).toBeVisible();

  await chooseLanguage(page, 'Langue', 'العربية');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  // The sidebar sits on the right of the content.
  const arabicSidebar = page.getByRole('navigation', { name: 'الرئيسية' });
  const sidebarBox = await arabicSidebar.boundingBox();
  const mainBox = await page.getByRole('main').boundingBox();
  expect(sidebarBox && mainBox && sidebarBox.x > mainBox.x).toBe(true);

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await expect(arabicSidebar.getByRole('link', { name: 'الترحيب' })).toBeVisible();

  // Another browser (no local storage): the profile brings the language after the sign-in.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signIn(other, person);
    await expect(html(other)).toHaveAttribute('lang', 'ar');
    await expect(other.getByRole('navigation', { name: 'الرئيسية' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  await chooseLanguage(page, 'اللغة', 'English');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Welcome' }),
  ).toBeVisible();
});

test('a first visit follows the browser’s language', async ({ browser, request }) => {
  const person = await freshAccount(request, 'lang-first');
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    // The sign-in page is French already.
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Mot de passe').fill(person.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an admin working in French: the screens, the validation messages, a price typed 2,5 and the activity feed', async ({
  page,
  request,
  adminApi,
}) => {
  const person = await freshAccount(request, 'lang-admin');
  await adminApi.send(
    'PUT',
    `/admin/users/${(await adminApi.users({ search: person.email })).content[0]?.id}`,
    {
      role: 'ADMIN',
    },
  );
  const name = `Chez Codex ${Date.now()}`;
  await signIn(page, person);
  await page.goto('/settings');
  await chooseLanguage(page, 'Language', 'Français');
  await expect(html(page)).toHaveAttribute('lang', 'fr');

  // The form's own texts, and the shared schema's message by its code.
  await page.goto('/admin/restaurants/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un restaurant' })).toBeVisible();
  await page.getByLabel('Nom').fill(name);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’adresse est obligatoire')).toBeVisible();
  await page.getByLabel('Adresse').fill('1 rue des Tests, Paris');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').getByText(`« ${name} » a été ajouté.`)).toBeVisible();

  // The server wrote the entry in English with a code; the feed says it in French.
  await page.goto(`/admin?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(`A créé le restaurant ${name}`)).toBeVisible();

  // A price typed the French way: 2,5 is two and a half, shown as 2,50.
  const [restaurant] = (await adminApi.restaurants({ search: name })).content;
  const menu = await adminApi.send<{ id: number }>('POST', `/api/restaurants/${restaurant!.id}/menus`, {
    restaurantId: restaurant!.id,
    name: 'Carte',
  });
  await page.goto(`/admin/menus/${menu!.id}/dishes/new`);
  await page.getByLabel('Nom').fill('Café gourmand');
  await page.getByLabel('Prix').fill('2,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/menus/${menu!.id}/dishes`));
  await expect(page.getByRole('article').filter({ hasText: 'Café gourmand' })).toContainText('2,50');
  const dishes = await adminApi.get<{ content: { name: string; price: number }[] }>(
    `/api/menus/${menu!.id}/dishes`,
  );
  expect(dishes.content).toEqual([expect.objectContaining({ name: 'Café gourmand', price: 2.5 })]);
});
