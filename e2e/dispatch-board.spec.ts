import type { Page } from '@playwright/test';
import { test, expect, isolateFromInternet, signIn } from './support/fixtures';
import { ServerApi } from './support/api';
import { DEMO_ADMIN, DEMO_COURIER, DEMO_CUSTOMER } from './support/env';
import { uniqueEmail } from './support/identity';
import { NEAR_PARIS, PARIS, deliveringFrom } from './support/delivery-zone.mjs';

/*
 * The operations board on the real stack (docs/requirements.md#req-dispatch-board): two dispatchers
 * keep it open on one restaurant's orders. One drags an order onto a courier and the other sees it
 * move over the live updates (how soon is noted; the board bench holds the 1 s target); both drag
 * the same order at once and exactly one wins, the other gets the conflict; an order is assigned
 * with the keyboard alone.
 */

// A dispatcher's screen: the five columns and the couriers lane side by side.
const DISPATCH_SCREEN = { width: 1440, height: 900 };
test.use({ viewport: DISPATCH_SCREEN });

type Order = { id: number; version: number; courier: { id: number; name: string } | null };

/** An order's card on the board (its number is its link). */
const cardOf = (page: Page, id: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });

/** A courier's row in the couriers lane. */
const courierRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Couriers' }).getByRole('listitem').filter({ hasText: name });

/** Presses a card and moves it over a courier's row with the mouse, in steps, as a hand would; not released. */
async function lift(page: Page, orderId: number, courier: string) {
  // The lane scrolls on its own: the courier's row is brought into its view first.
  await courierRow(page, courier).scrollIntoViewIfNeeded();
  await cardOf(page, orderId).scrollIntoViewIfNeeded();
  const from = await cardOf(page, orderId).boundingBox();
  const to = await courierRow(page, courier).boundingBox();
  if (!from || !to) throw new Error(`#${orderId} or ${courier} is not on the board`);
  // Its middle: the restaurant's name and figures, away from its link and buttons.
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
}

test('two dispatchers: a drag is seen at once, a simultaneous drag conflicts, the keyboard assigns', async ({
  page: pageA,
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const token = Date.now().toString(36);

  // A restaurant of its own with a delivery zone, so the board can be filtered to its orders alone.
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Board ${token}`,
    address: '3 Dispatch Row',
    isActive: true,
  });
  const menu = (await adminApi.send<{ id: number }>('POST', `/api/restaurants/${restaurant.id}/menus`, {
    restaurantId: restaurant.id,
    name: 'All day',
    isActive: true,
  })) as { id: number };
  const dish = (await adminApi.send<{ id: number }>('POST', `/api/menus/${menu.id}/dishes`, {
    name: 'Board Burger',
    price: 11,
  })) as { id: number };
  const { rules } = await adminApi.get<{ rules: Record<string, unknown> }>(
    `/api/restaurants/${restaurant.id}/operations`,
  );
  await adminApi.send(
    'PUT',
    `/api/restaurants/${restaurant.id}/operations`,
    // Always open: the orders are placed whatever the hour.
    deliveringFrom(rules, PARIS, {
      week: Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]),
      acceptanceTimeoutMinutes: 0,
    }),
  );
  const customer = await ServerApi.as(request, DEMO_CUSTOMER);
  const place = async () =>
    (
      (await customer.send<{ id: number }>('POST', '/api/orders', {
        restaurantId: restaurant.id,
        items: [{ dishId: dish.id, quantity: 1 }],
        ...NEAR_PARIS,
      })) as { id: number }
    ).id;
  const [first, contested, byKeyboard] = [await place(), await place(), await place()];

  // A second dispatcher, and a second courier to compete with the demo one.
  const dispatcherB = {
    email: uniqueEmail('dispatcher-b'),
    password: 'second-dispatcher',
    firstName: 'Dana',
    lastName: `Dispatch ${token}`,
  };
  await ServerApi.registerAdmin(request, adminApi, dispatcherB);
  const registered = await ServerApi.register(request, {
    email: uniqueEmail('courier-b'),
    password: 'second-courier',
    firstName: 'Zed',
    lastName: `Rider ${token}`,
  });
  await adminApi.send('PUT', `/admin/users/${registered.id}`, { role: 'COURIER' });
  const secondCourier = `Zed Rider ${token}`;
  const order = (id: number) => adminApi.get<Order>(`/admin/orders/${id}`);

  const contextB = await browser.newContext({ viewport: DISPATCH_SCREEN });
  await isolateFromInternet(contextB);
  const pageB = await contextB.newPage();
  try {
    const boardUrl = `/admin/board?restaurant=${restaurant.id}`;
    await signIn(pageA, DEMO_ADMIN);
    await signIn(pageB, dispatcherB);
    for (const page of [pageA, pageB]) {
      await page.goto(boardUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Operations board' })).toBeVisible();
      await expect(cardOf(page, byKeyboard)).toBeVisible();
      await expect(courierRow(page, secondCourier)).toBeVisible();
    }

    await test.step('A drags an order onto a courier; B sees it move', async () => {
      await lift(pageA, first, DEMO_COURIER.name);
      // B's page notes, by its own clock (this machine's), when the card first shows the courier.
      await pageB.evaluate(
        ({ id, name }) => {
          const shows = () =>
            [...document.querySelectorAll('li')].some(
              (item) => item.querySelector('a')?.textContent === `#${id}` && item.textContent?.includes(name),
            );
          const observer = new MutationObserver(() => {
            if (!shows()) return;
            Object.assign(window, { seenAt: performance.timeOrigin + performance.now() });
            observer.disconnect();
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        },
        { id: first, name: DEMO_COURIER.name },
      );
      const answered = pageA
        .waitForResponse((response) => response.url().endsWith(`/admin/orders/${first}/courier`))
        .then(() => Date.now());
      const dropped = Date.now();
      await pageA.mouse.up();
      const seenAt = (await (
        await pageB.waitForFunction(() => (window as unknown as { seenAt?: number }).seenAt, null, {
          timeout: 5_000,
        })
      ).jsonValue()) as number;
      // From the assignment's answer (the change committed) to the other board showing it: the
      // live path's own time. From the drop, the annotation says how long it took as a person sees it.
      // The annotation reports, it does not judge: these journeys share two cores with the server
      // suites, so one timing says little. The board bench holds the 1 s p99 target on 200 changes
      // (docs/performance.md#board-bench); here B must see the change at all, within the wait above.
      const afterCommit = Math.round(seenAt - (await answered));
      test.info().annotations.push({
        type: 'seen by the other board',
        description: `${afterCommit} ms after the change was saved, ${Math.round(seenAt - dropped)} ms after the drop`,
      });
      await expect(pageA.getByText(`Order #${first} assigned to ${DEMO_COURIER.name}`)).toBeVisible();
      expect((await order(first)).courier?.name).toBe(DEMO_COURIER.name);
    });

    await test.step('both drag the same order at once: exactly one wins, the other sees the conflict', async () => {
      await lift(pageA, contested, DEMO_COURIER.name);
      await lift(pageB, contested, secondCourier);
      await Promise.all([pageA.mouse.up(), pageB.mouse.up()]);
      const conflictOn = async (page: Page) =>
        page
          .getByRole('dialog', { name: 'Someone else saved changes' })
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
      const [conflictA, conflictB] = await Promise.all([conflictOn(pageA), conflictOn(pageB)]);
      expect([conflictA, conflictB].filter(Boolean)).toHaveLength(1);
      const winner = conflictA ? secondCourier : DEMO_COURIER.name;
      expect((await order(contested)).courier?.name).toBe(winner);
      // The loser's dialog shows the winner's courier against theirs; keeping theirs closes it.
      const loser = conflictA ? pageA : pageB;
      const dialog = loser.getByRole('dialog', { name: 'Someone else saved changes' });
      await expect(dialog).toContainText(winner);
      await dialog.getByRole('button', { name: 'Take theirs' }).click();
      await expect(dialog).toBeHidden();
      await expect(cardOf(loser, contested)).toContainText(winner);
    });

    await test.step('A assigns an order with the keyboard alone', async () => {
      await pageA.getByRole('button', { name: `Move #${byKeyboard} to a courier` }).focus();
      await pageA.keyboard.press('Space');
      const live = pageA
        .getByText(/^Order #\d+ is (over|not over)/)
        .or(pageA.getByText(`Picked up order #${byKeyboard}.`));
      await expect(live.first()).toBeAttached();
      // Down the couriers until the second courier is announced, then drop there.
      for (let step = 0; step < 30; step += 1) {
        await pageA.keyboard.press('ArrowDown');
        if ((await pageA.getByText(`Order #${byKeyboard} is over ${secondCourier}.`).count()) > 0) break;
      }
      await expect(pageA.getByText(`Order #${byKeyboard} is over ${secondCourier}.`)).toBeAttached();
      await pageA.keyboard.press('Space');
      await expect(pageA.getByText(`Order #${byKeyboard} assigned to ${secondCourier}`)).toBeVisible();
      expect((await order(byKeyboard)).courier?.name).toBe(secondCourier);
      await expect(cardOf(pageB, byKeyboard)).toContainText(secondCourier);
    });
  } finally {
    await contextB.close();
    // The orders end, so the restaurant leaves the demo's board; a restaurant with orders stays, switched off.
    for (const id of [first, contested, byKeyboard])
      await adminApi
        .send('POST', `/admin/orders/${id}/transitions`, { to: 'CANCELLED', reason: 'End of the test' })
        .catch(() => undefined);
    await adminApi.send('PUT', `/api/restaurants/${restaurant.id}`, {
      name: restaurant.name,
      address: restaurant.address,
      isActive: false,
    });
  }
});
