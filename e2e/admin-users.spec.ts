import { test, expect, signIn } from './support/fixtures';
import { ServerApi } from './support/api';
import { DEMO_ADMIN } from './support/env';
import { uniqueEmail } from './support/identity';

test('users: paging, email search, and a role change that persists', async ({ page, request, adminApi }) => {
  // Paging needs more than one page of 10; top the seed up with fresh accounts when it has fewer.
  const before = await adminApi.users();
  const target = await ServerApi.register(request, {
    email: uniqueEmail('role-change'),
    password: 'secret123',
    firstName: 'Rolf',
    lastName: 'Change',
  });
  for (let count = before.totalElements + 1; count <= 10; count += 1) {
    await ServerApi.register(request, {
      email: uniqueEmail('filler'),
      password: 'secret123',
      firstName: 'Filler',
      lastName: `Number${count}`,
    });
  }
  const { totalPages } = await adminApi.users();
  expect(totalPages).toBeGreaterThan(1);

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  // On a phone the rows are cards: each value is labelled with its column instead of a header row.
  const onPhone = test.info().project.name === 'phone';
  for (const header of ['ID', 'Name', 'Email', 'Role', 'Phone', 'Actions']) {
    await expect(
      onPhone
        ? table.locator(`td[data-label="${header}"]`).first()
        : table.getByRole('columnheader', { name: header, exact: true }),
    ).toBeVisible();
  }
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(`Page 1 of ${totalPages}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(`Page 2 of ${totalPages}`)).toBeVisible();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText(`Page 1 of ${totalPages}`)).toBeVisible();

  // Search by email narrows to the one account and starts again at page 1.
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(target.email);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(target.email) });
  await expect(row).toContainText('CUSTOMER');
  await expect(pager.getByText('Page 1 of 1')).toBeVisible();

  // Only the role can be changed.
  await row.getByRole('button', { name: `Edit ${target.email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Restaurant' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('RESTAURANT');

  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(target.email) })).toContainText('RESTAURANT');
  const stored = await adminApi.users({ search: target.email });
  expect(stored.content[0]).toMatchObject({ email: target.email, role: 'RESTAURANT', firstName: 'Rolf' });
});

test('users: sort by a header, filter by a facet, export the view as CSV (all kept in the URL)', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  // Email header: ascending, then descending; the URL says so and the rows follow.
  const emailHeader = table.getByRole('columnheader', { name: /Email/ });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=.*email%2Cdesc/);
  // The Email column's cells, read until they are in descending order: a snapshot taken once could
  // be the previous sort's rows, still on screen while the new page loads (it failed a CI run so).
  const emailColumn = await emailHeader.evaluate((header) => (header as HTMLTableCellElement).cellIndex);
  const emails = () => table.locator(`tbody tr > :nth-child(${emailColumn + 1})`).allInnerTexts();
  const descending = (list: string[]) =>
    list.every((email, index) => index === 0 || list[index - 1]!.toLowerCase() >= email.toLowerCase());
  await expect
    .poll(async () => {
      const list = await emails();
      return list.length > 1 && list.every((email) => email.includes('@')) && descending(list);
    })
    .toBe(true);

  // Role facet: counts from the server; choosing ADMIN leaves admins only, and survives a reload.
  await page.getByRole('button', { name: /Filter by Role/ }).click();
  const adminOption = page.getByRole('menuitemcheckbox', { name: /^ADMIN/ });
  await expect(adminOption).toContainText(/\d+/);
  await adminOption.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/role=/);
  await page.reload();
  // Read until the rows are the server's: right after the reload the table may still show its
  // loading rows (a snapshot taken then failed a run with the e2e and server tests side by side).
  await expect
    .poll(async () => {
      const rows = (await table.getByRole('row').allInnerTexts()).slice(1);
      return rows.length > 0 && rows.every((text) => text.includes('ADMIN'));
    })
    .toBe(true);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');

  // Export: the downloaded file holds exactly the filtered admins, in the table's order. The browser
  // downloads it itself through a one-time link, not the page through a fetch, so the page never
  // holds the file (docs/api.md#download-links).
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const link = new URL(file.url());
  expect(link.pathname).toBe('/admin/users/export');
  expect(link.searchParams.get('download_token')).toMatch(/^[\w-]{43}$/);
  expect(requested).toContain('/api/download-links');
  expect(requested).not.toContain('/admin/users/export');
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (
    await file.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('ID,Email,First name,Last name,Role,Phone');
  const admins = lines.slice(1);
  expect(admins.length).toBeGreaterThan(0);
  expect(admins.every((line) => line.split(',')[4] === 'ADMIN')).toBe(true);
  const exported = admins.map((line) => line.split(',')[1] ?? '');
  expect(exported).toEqual([...exported].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1)));
});

test('users: save a view, open it from the dialog and from its link', async ({ page, adminApi }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('columnheader', { name: /Email/ }).getByRole('button').click();
  await expect(page).toHaveURL(/email%2Casc/);

  const name = `E2E view ${Date.now()}`;
  await page.getByRole('button', { name: 'Views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await dialog.getByLabel('Name of this view').fill(name);
  await dialog.getByRole('button', { name: 'Save current view' }).click();
  await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A plain list, then the view from the dialog: its sort comes back.
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/sort=/);
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('dialog', { name: 'Saved views' }).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/email%2Casc/);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');

  // Its link opens it too.
  const views = await adminApi.get<{ id: number; name: string }[]>('/api/views', { list: 'users' });
  const saved = views.find((view) => view.name === name);
  expect(saved).toBeDefined();
  await page.goto(`/admin/users?view=${saved?.id}`);
  await expect(page).toHaveURL(/email%2Casc/);
  await expect(page).not.toHaveURL(/view=/);
});
