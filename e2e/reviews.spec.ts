import { test, expect, signIn } from './support/fixtures';
import { ServerApi, type Page } from './support/api';
import { DEMO_ADMIN } from './support/env';
import { uniqueEmail } from './support/identity';

type Review = { id: number; status: string; text?: string | null };

test('reviews: an admin approves two pending reviews in bulk and they leave the Pending tab', async ({
  page,
  request,
  adminApi,
}) => {
  // A restaurant and two reviews of this run only (written through the API by a fresh customer,
  // so they arrive PENDING), so the seed's moderation queue and other tests are left alone.
  const token = Date.now().toString(36);
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Reviews ${token}`,
    address: '5 Review Row',
    isActive: true,
  });
  const reviewer = {
    email: uniqueEmail('reviewer'),
    password: 'secret123',
    firstName: 'Rita',
    lastName: 'Reviewer',
  };
  await ServerApi.register(request, reviewer);
  const customer = await ServerApi.as(request, reviewer);
  const write = async (rating: number, text: string) =>
    (await customer.send<Review>('POST', `/api/restaurants/${restaurant.id}/reviews`, {
      rating,
      text,
    })) as Review;
  const reviews = [await write(5, `Superb noodles ${token}`), await write(2, `Cold soup ${token}`)];
  expect(reviews.map((review) => review.status)).toEqual(['PENDING', 'PENDING']);

  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/reviews');
    const tabs = page.getByRole('tablist', { name: 'Review status' });
    await expect(tabs.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Reviews' });

    await test.step('find the two pending reviews of this run and approve them in bulk', async () => {
      await page.getByRole('searchbox', { name: 'Search reviews' }).fill(token);
      await expect(table.getByRole('row')).toHaveCount(3); // header + 2
      await expect(tabs.getByRole('tab', { name: 'Pending 2' })).toBeVisible();
      for (const review of reviews) {
        await table.getByRole('checkbox', { name: `Select review #${review.id}` }).click();
      }
      const bar = page.getByRole('region', { name: 'Bulk actions on reviews' });
      await expect(bar.getByText('2 selected')).toBeVisible();
      await bar.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Approve' });
      await expect(dialog.getByText(/^Approve 2 reviews\?/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(bar.getByText('2 changed', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('they leave the Pending tab and show under Approved', async () => {
      await expect(table.getByText(`No reviews match “${token}”.`)).toBeVisible();
      await expect(tabs.getByRole('tab', { name: 'Pending 0' })).toBeVisible();
      await tabs.getByRole('tab', { name: /^Approved/ }).click();
      await expect(page).toHaveURL(/status=/);
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByText(`Superb noodles ${token}`)).toBeVisible();
      await expect(table.getByText(`Cold soup ${token}`)).toBeVisible();
    });

    await test.step('the server has both approved, and counts them in the rating', async () => {
      const approved = await adminApi.get<Page<Review>>('/admin/reviews', {
        search: token,
        status: 'APPROVED',
      });
      expect(approved.content.map((review) => review.id).sort((a, b) => a - b)).toEqual(
        reviews.map((review) => review.id).sort((a, b) => a - b),
      );
      const stored = await adminApi.get<{ averageRating: number; reviewCount: number }>(
        `/api/restaurants/${restaurant.id}`,
      );
      expect(stored).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    });
  } finally {
    // Its reviews go with it (CASCADE).
    await adminApi.deleteRestaurant(restaurant.id);
  }
});
