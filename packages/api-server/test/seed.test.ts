import fs from 'node:fs';
import {
  FULL_REFUND_TERMS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@food-admin/api-client';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAdmin, type FirebaseAdmin } from '../src/auth/firebase';
import type { OpenedDatabase } from '../src/db/open';
import {
  activityLog,
  dishes,
  menus,
  orderDailyTotals,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  orderStatusHistory,
  restaurants,
  reviews,
  uploads,
  users,
} from '../src/db/schema';
import { UPLOAD_NAME } from '../src/modules/uploads/image-files';
import { sweepOrphanUploads } from '../src/modules/uploads/orphan-sweep';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '../src/seed/demo-accounts';
import { SEED_COUNTS, seedDemoData } from '../src/seed/demo-data';
import { demoImages, demoImageTarget } from '../src/seed/demo-images';
import { LOGO_COUNT } from '../src/seed/demo-pictures';
import { createServer } from '../src/server';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './emulator-constants';
import { openTestDatabase, signInAccount, testConfig } from './support/server';

let database: OpenedDatabase;
let firebase: FirebaseAdmin;
// One upload directory for the seed and the server that serves its pictures.
const config = testConfig();
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const YEAR_MS = 365 * 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  firebase = createFirebaseAdmin({ projectId: TEST_PROJECT_ID, authEmulatorHost: TEST_EMULATOR_HOST });
});
afterAll(async () => {
  await firebase.close();
  await database.close();
  fs.rmSync(config.uploadDir, { recursive: true, force: true });
});

/** Every logo and dish image URL the seed wrote (nulls left out). */
async function seededImageUrls(): Promise<string[]> {
  const logos = await database.db
    .select({ url: restaurants.logoUrl })
    .from(restaurants)
    .where(isNotNull(restaurants.logoUrl));
  const photos = await database.db
    .select({ url: dishes.imageUrl })
    .from(dishes)
    .where(isNotNull(dishes.imageUrl));
  return [...logos, ...photos].map((row) => row.url ?? '');
}

const countOf = async (
  table:
    | typeof users
    | typeof restaurants
    | typeof menus
    | typeof dishes
    | typeof orders
    | typeof reviews
    | typeof activityLog,
) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('seed', () => {
  // First, while the uploads table is empty; it leaves it empty again.
  it('stores its pictures in the database storage too, each once', async () => {
    const databaseConfig = testConfig({ UPLOAD_STORAGE: 'database' });
    fs.rmSync(databaseConfig.uploadDir, { recursive: true, force: true });
    const target = demoImageTarget(databaseConfig, database.db);
    const pictures = demoImages(target);
    const name = nameOf(pictures.logoUrl(0));
    expect(pictures.logoUrl(LOGO_COUNT)).toBe(pictures.logoUrl(0));
    expect(await database.db.transaction((tx) => pictures.store(tx))).toBe(1);
    const stored = await target.storage.get(name);
    expect(stored?.mime).toBe('image/png');
    expect(Buffer.from(stored?.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // A second seed of the same storage finds the picture and writes nothing.
    expect(await database.db.transaction((tx) => demoImages(target).store(tx))).toBe(0);
    await database.db.transaction(async (tx) => {
      await target.storage.delete(tx, [name]);
      await tx.delete(uploads);
    });
  });

  it('fills an empty database with a realistic data set, deterministically, once', async () => {
    // Two instances starting at once on an empty database (two pool connections on PostgreSQL):
    // one seeds, the other waits for it and skips, and neither fails.
    const images = demoImageTarget(config, database.db);
    const results = await Promise.all([
      seedDemoData(database.db, { images }),
      seedDemoData(database.db, { images }),
    ]);
    expect(results.map((result) => result.skipped).sort()).toEqual([false, true]);
    expect(await countOf(users)).toBe(SEED_COUNTS.users);
    expect(await countOf(restaurants)).toBe(SEED_COUNTS.restaurants);
    expect(await countOf(orders)).toBe(SEED_COUNTS.orders);
    expect(await countOf(reviews)).toBe(SEED_COUNTS.reviews);
    expect(await countOf(activityLog)).toBe(SEED_COUNTS.activity);
    expect(await countOf(menus)).toBeGreaterThanOrEqual(SEED_COUNTS.restaurants);
    expect(await countOf(dishes)).toBeGreaterThanOrEqual((await countOf(menus)) * 4);

    const roles = new Set(
      (await database.db.select({ role: users.role }).from(users)).map((row) => row.role),
    );
    expect(roles).toEqual(new Set(['ADMIN', 'RESTAURANT', 'COURIER', 'CUSTOMER']));
    const logos = (await database.db.select({ logoUrl: restaurants.logoUrl }).from(restaurants)).map(
      (row) => row.logoUrl,
    );
    expect(logos.some((url) => url === null)).toBe(true);
    const prices = (await database.db.select({ price: dishes.price }).from(dishes)).map((row) =>
      Number(row.price),
    );
    expect(
      prices.every((price) => price >= 0.01 && Math.abs(Math.round(price * 100) - price * 100) < 1e-6),
    ).toBe(true);

    const [demoOwner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.food'));
    const owned = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.ownerId, demoOwner?.id ?? -1));
    expect(owned.map((row) => row.id)).toEqual([1, 2, 3].map((offset) => owned[0]!.id + offset - 1));

    // Reviews: mostly approved, the newest waiting for moderation, some rejected, some answered by
    // their restaurant's owner (docs/requirements.md#req-reviews-moderation).
    const moderation = await database.db
      .select({ status: reviews.status, replyAuthorId: reviews.replyAuthorId, ownerId: restaurants.ownerId })
      .from(reviews)
      .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id));
    const statusCount = (status: string) => moderation.filter((row) => row.status === status).length;
    expect(statusCount('PENDING')).toBe(12);
    expect(statusCount('REJECTED')).toBeGreaterThan(0);
    expect(statusCount('APPROVED')).toBeGreaterThan(SEED_COUNTS.reviews * 0.75);
    const replied = moderation.filter((row) => row.replyAuthorId !== null);
    expect(replied.length).toBeGreaterThan(0);
    expect(replied.every((row) => row.status === 'APPROVED' && row.replyAuthorId === row.ownerId)).toBe(true);

    const again = await seedDemoData(database.db, { images });
    expect(again.skipped).toBe(true);
    expect(await countOf(restaurants)).toBe(SEED_COUNTS.restaurants);
  });

  it('seeds orders over the last 90 days in every status, with items, fees, couriers and history', async () => {
    const rows = await database.db
      .select({
        id: orders.id,
        status: orders.status,
        subtotal: orders.subtotal,
        deliveryFee: orders.deliveryFee,
        total: orders.total,
        courierId: orders.courierId,
        courierRole: users.role,
        deliveryAddress: orders.deliveryAddress,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(users, eq(orders.courierId, users.id));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
    const cents = (value: number) => Math.round(value * 100);
    const now = Date.now();
    for (const row of rows) {
      expect(cents(row.total)).toBe(cents(row.subtotal) + cents(row.deliveryFee));
      expect(row.deliveryAddress).toBeTruthy();
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 91 * 86_400_000);
      if (row.status === 'PICKED_UP' || row.status === 'DELIVERED') expect(row.courierRole).toBe('COURIER');
      if (row.courierId !== null) expect(['READY', 'PICKED_UP', 'DELIVERED']).toContain(row.status);
    }
    // The items add up to the subtotal, at the prices of dishes of the order's own restaurant.
    const lines = await database.db
      .select({
        orderId: orderItems.orderId,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        sameRestaurant: sql<boolean>`${menus.restaurantId} = ${orders.restaurantId}`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .innerJoin(dishes, eq(orderItems.dishId, dishes.id))
      .innerJoin(menus, eq(dishes.menuId, menus.id));
    expect(lines.every((line) => line.sameRestaurant)).toBe(true);
    const itemSums = new Map<number, number>();
    for (const line of lines)
      itemSums.set(line.orderId, (itemSums.get(line.orderId) ?? 0) + cents(line.unitPrice) * line.quantity);
    for (const row of rows) expect(itemSums.get(row.id), `order ${row.id}`).toBe(cents(row.subtotal));
    // Each order's history walks the machine from its placement to its status.
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .orderBy(orderStatusHistory.orderId, orderStatusHistory.createdAt, orderStatusHistory.id);
    const byOrder = new Map<number, typeof history>();
    for (const change of history)
      byOrder.set(change.orderId, [...(byOrder.get(change.orderId) ?? []), change]);
    for (const row of rows) {
      const changes = byOrder.get(row.id) ?? [];
      expect(changes[0]).toMatchObject({ fromStatus: null, toStatus: 'PENDING' });
      expect(changes.at(-1)?.toStatus).toBe(row.status);
      for (const [index, change] of changes.entries()) {
        if (index === 0) continue;
        expect(change.fromStatus).toBe(changes[index - 1]?.toStatus);
        expect(ORDER_TRANSITIONS[change.fromStatus as OrderStatus]).toContain(change.toStatus);
        if (change.toStatus === 'REJECTED' || change.toStatus === 'CANCELLED')
          expect(change.reason).toBeTruthy();
        expect(change.createdAt.getTime()).toBeLessThanOrEqual(now);
      }
    }
    // The demo courier has deliveries in progress and one READY order waiting for them.
    const [demoCourier] = await database.db.select().from(users).where(eq(users.email, 'courier@demo.food'));
    const theirs = rows.filter((row) => row.courierId === demoCourier?.id);
    expect(theirs.filter((row) => row.status === 'PICKED_UP').length).toBeGreaterThanOrEqual(2);
    expect(theirs.some((row) => row.status === 'READY')).toBe(true);
    expect(theirs.filter((row) => row.status === 'DELIVERED').length).toBeGreaterThan(10);
    expect(rows.some((row) => row.status === 'READY' && row.courierId === null)).toBe(true);
  });

  it('refunds every rejected and cancelled order in full, and has a few refunds a person made', async () => {
    const rows = await database.db
      .select({
        id: orders.id,
        status: orders.status,
        totalMinor: sql<number>`round(${orders.total} * 100)::int`,
        feeMinor: sql<number>`round(${orders.deliveryFee} * 100)::int`,
        refundedMinor: orders.refundedMinor,
        refundPendingMinor: orders.refundPendingMinor,
      })
      .from(orders);
    const refunds = await database.db.select().from(orderRefunds).orderBy(orderRefunds.id);
    const lines = await database.db.select().from(orderRefundLines);
    const moves = await database.db
      .select()
      .from(orderStatusHistory)
      .where(sql`${orderStatusHistory.toStatus} in ('REJECTED', 'CANCELLED')`);
    const refundsOf = (orderId: number) => refunds.filter((refund) => refund.orderId === orderId);
    const linesOf = (refundId: number) => lines.filter((line) => line.refundId === refundId);
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

    // The automatic full refund of each rejected or cancelled order, as refundInFull writes it.
    const ended = rows.filter((row) => row.status === 'REJECTED' || row.status === 'CANCELLED');
    expect(ended.length).toBeGreaterThan(20);
    for (const row of ended) {
      const move = moves.find((change) => change.orderId === row.id && change.toStatus === row.status);
      expect(row, `order ${row.id}`).toMatchObject({ refundedMinor: row.totalMinor, refundPendingMinor: 0 });
      expect(refundsOf(row.id), `order ${row.id}`).toEqual([
        expect.objectContaining({
          status: 'SUCCEEDED',
          amountMinor: row.totalMinor,
          deliveryFeeMinor: row.feeMinor,
          currency: 'USD',
          ...FULL_REFUND_TERMS,
          note: move?.reason,
          createdBy: null,
          createdAt: move?.createdAt,
          decidedBy: null,
          decidedAt: null,
        }),
      ]);
    }

    // A person's refunds on delivered orders: by items (a whole line, part of one), by amount with
    // the fee, one above the approval threshold waiting, one declined.
    const byHand = refunds.filter((refund) => refund.createdBy !== null);
    const statusOf = (orderId: number) => rows.find((row) => row.id === orderId)?.status;
    expect(byHand.every((refund) => statusOf(refund.orderId) === 'DELIVERED')).toBe(true);
    expect(refunds.filter((refund) => refund.createdBy === null)).toHaveLength(ended.length);

    const withLines = byHand.filter((refund) => linesOf(refund.id).length > 0);
    expect(withLines.length).toBeGreaterThanOrEqual(2);
    for (const refund of withLines)
      expect(sum(linesOf(refund.id).map((line) => line.amountMinor)) + refund.deliveryFeeMinor).toBe(
        refund.amountMinor,
      );
    expect(
      byHand.some(
        (refund) =>
          refund.status === 'SUCCEEDED' && linesOf(refund.id).length === 0 && refund.deliveryFeeMinor > 0,
      ),
    ).toBe(true);
    const waiting = byHand.filter((refund) => refund.status === 'PENDING_APPROVAL');
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.every((refund) => refund.amountMinor > 5000 && refund.decidedBy === null)).toBe(true);
    const declined = byHand.filter((refund) => refund.status === 'DECLINED');
    expect(declined.length).toBeGreaterThanOrEqual(1);
    for (const refund of declined) {
      expect(refund.decidedBy).not.toBeNull();
      expect(refund.decidedAt!.getTime()).toBeGreaterThan(refund.createdAt.getTime());
    }
    expect(refunds.every((refund) => refund.createdAt.getTime() <= Date.now())).toBe(true);

    // Each order's sums are its refunds' (the declined ones count for nothing), and the dashboard's
    // daily totals hold what was refunded.
    for (const row of rows) {
      const of = (status: string) =>
        sum(
          refundsOf(row.id)
            .filter((refund) => refund.status === status)
            .map((refund) => refund.amountMinor),
        );
      expect(row.refundedMinor, `order ${row.id}`).toBe(of('SUCCEEDED'));
      expect(row.refundPendingMinor, `order ${row.id}`).toBe(of('PENDING_APPROVAL'));
      expect(row.refundedMinor + row.refundPendingMinor).toBeLessThanOrEqual(row.totalMinor);
    }
    const [daily] = await database.db
      .select({ refunded: sql<string>`sum(${orderDailyTotals.refunded})::text` })
      .from(orderDailyTotals);
    expect(Math.round(Number(daily?.refunded) * 100)).toBe(sum(rows.map((row) => row.refundedMinor)));
  });

  it('puts its pictures on this server as uploads, serves them, and the sweep keeps them', async () => {
    const urls = await seededImageUrls();
    expect(urls.length).toBeGreaterThan(SEED_COUNTS.restaurants);
    // No picture points off this server: each is one of our uploads, under the server's address.
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/localhost:8080\/api\/uploads\//);
      expect(nameOf(url)).toMatch(UPLOAD_NAME);
    }
    // A few dozen small pictures shared by all rows, each with an uploads row (no owner).
    const names = [...new Set(urls.map(nameOf))].sort();
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names.length).toBeLessThanOrEqual(64);
    const rows = await database.db.select().from(uploads);
    expect(rows.map((row) => row.name).sort()).toEqual(names);
    for (const row of rows) {
      expect(row).toMatchObject({ ownerUid: null, mime: 'image/png' });
      expect(row.sizeBytes).toBeLessThan(20 * 1024);
    }

    const server = await createServer({ config, database, firebase });
    const get = (name: string) => server.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    try {
      for (const name of names) {
        const response = await get(name);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      }
      // Long after the grace period the sweep still keeps them all: restaurants and dishes name them.
      const swept = await sweepOrphanUploads({
        db: database.db,
        storage: demoImageTarget(config, database.db).storage,
        graceMs: config.uploads.orphanGraceMs,
        now: new Date(Date.now() + YEAR_MS),
      });
      expect(swept.deleted).toEqual([]);
      expect((await get(names[0]!)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('creates the demo accounts in the Auth Emulator and the database, idempotently', async () => {
    const first = await ensureDemoAccounts(firebase.auth, database.db);
    const again = await ensureDemoAccounts(firebase.auth, database.db);
    // Each database gets its own random uids (a well-known uid would be an open door with the
    // emulator), and keeps them from one start to the next.
    expect(again.map((account) => account.uid)).toEqual(first.map((account) => account.uid));
    for (const account of again) {
      expect(account.uid).toMatch(new RegExp(`^demo-${account.key}-[0-9a-f]{16}$`));
      const signedIn = await signInAccount(account.email, account.password);
      expect(signedIn.uid).toBe(account.uid);
      const rows = await database.db.select().from(users).where(eq(users.uid, account.uid));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: account.email, role: account.role });
    }
  });

  it("keeps the demo accounts' passwords and open sessions when it runs again (a restart)", async () => {
    const [admin] = await ensureDemoAccounts(firebase.auth, database.db);
    if (admin === undefined) throw new Error('no demo account');
    const { idToken } = await signInAccount(admin.email, admin.password);
    const validAfter = (await firebase.auth.getUser(admin.uid)).tokensValidAfterTime;
    // Revocation times have a one-second grain: a reset in the next second would show.
    await new Promise((wait) => setTimeout(wait, 1100));
    await ensureDemoAccounts(firebase.auth, database.db);
    expect((await firebase.auth.getUser(admin.uid)).tokensValidAfterTime).toBe(validAfter);
    await expect(firebase.auth.verifyIdToken(idToken, true)).resolves.toMatchObject({ uid: admin.uid });
  });

  it('gives instances that start at once the same demo uids in the emulator and the database', async () => {
    // As on a first start: no demo profile yet, so each start would pick new uids.
    await database.db.delete(users).where(sql`lower(${users.email}) like '%@demo.food'`);
    const [first, second] = await Promise.all([
      ensureDemoAccounts(firebase.auth, database.db),
      ensureDemoAccounts(firebase.auth, database.db),
    ]);
    expect(second?.map((account) => account.uid)).toEqual(first?.map((account) => account.uid));
    for (const account of DEMO_ACCOUNTS) {
      const inEmulator = await firebase.auth.getUserByEmail(account.email);
      const rows = await database.db.select().from(users).where(eq(users.uid, inEmulator.uid));
      expect(rows, account.email).toHaveLength(1);
      expect((await signInAccount(account.email, account.password)).uid).toBe(inEmulator.uid);
    }
  });

  // PGlite only: the step is the same on PostgreSQL, and the PostgreSQL run's database is not empty.
  it.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
    'tells each start-up step with its duration: migrating, the job queue, then seeding N rows',
    async () => {
      const lines: string[] = [];
      // Its own empty embedded database, as on a first `npm start`.
      const fresh = { ...config, databaseUrl: undefined, pgliteDataDir: ':memory:', seedDemo: true };
      const server = await createServer({ config: fresh, firebase, onProgress: (line) => lines.push(line) });
      await server.close();
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^Opened and migrated the database \(PGlite in :memory:\) in \d+\.\d s\.$/);
      expect(lines[1]).toMatch(/^Started the job queue \(10 scheduled jobs\) in \d+\.\d s\.$/);
      expect(lines[2]).toMatch(
        /^Seeded the demo data in \d+\.\d s: \d+ users, \d+ restaurants, \d+ menus, \d+ dishes, /,
      );
      expect(lines[2]).toContain(`${SEED_COUNTS.restaurants} restaurants`);
    },
    // A fresh database migrated and seeded: seconds alone, more beside the other test files.
    120_000,
  );

  it('createServer with SEED_DEMO serves the demo data and lets the demo admin sign in', async () => {
    const server = await createServer({ config: { ...config, seedDemo: true }, database, firebase });
    try {
      const { idToken, uid } = await signInAccount('admin@demo.food', 'admin123');
      const headers = { authorization: `Bearer ${idToken}` };
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { uid },
      });
      expect(uid).not.toBe('demo-admin');
      expect(login.json()).toMatchObject({ uid, role: 'ADMIN', email: 'admin@demo.food' });
      const stats = await server.app.inject({ method: 'GET', url: '/admin/dashboard-stats', headers });
      expect(stats.json()).toEqual({
        restaurants: SEED_COUNTS.restaurants,
        users: SEED_COUNTS.users,
        orders: SEED_COUNTS.orders,
        reviews: SEED_COUNTS.reviews,
      });
      expect(server.demoAccounts.map((account) => account.email)).toEqual(
        DEMO_ACCOUNTS.map((account) => account.email),
      );
      // The pictures' address is allowed to pages opened under another name (127.0.0.1:8080).
      expect(login.headers['content-security-policy']).toContain(
        "img-src 'self' https: http://localhost:8080;",
      );

      // The demo kitchen works the demo owner's first restaurant only: its orders, not its menus.
      const kitchen = await signInAccount('kitchen@demo.food', 'kitchen123');
      const asKitchen = { authorization: `Bearer ${kitchen.idToken}` };
      const [first] = await database.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .innerJoin(users, eq(users.id, restaurants.ownerId))
        .where(eq(users.email, 'owner@demo.food'))
        .orderBy(restaurants.id)
        .limit(1);
      const orderPage = await server.app.inject({
        method: 'GET',
        url: '/admin/orders?size=100',
        headers: asKitchen,
      });
      expect(orderPage.statusCode, orderPage.body).toBe(200);
      const seen = new Set(
        orderPage.json<{ content: { restaurantId: number }[] }>().content.map((o) => o.restaurantId),
      );
      expect([...seen]).toEqual([first?.id]);
      const [menu] = await database.db
        .select()
        .from(menus)
        .where(eq(menus.restaurantId, first?.id ?? 0))
        .limit(1);
      const rename = await server.app.inject({
        method: 'PUT',
        url: `/api/menus/${menu?.id}`,
        headers: asKitchen,
        payload: { restaurantId: first?.id, name: 'Renamed by the kitchen' },
      });
      expect(rename.statusCode).toBe(403);

      // The demo support holds its set platform-wide: every restaurant's orders.
      const support = await signInAccount('support@demo.food', 'support123');
      const supportOrders = await server.app.inject({
        method: 'GET',
        url: '/admin/orders?size=100',
        headers: { authorization: `Bearer ${support.idToken}` },
      });
      expect(supportOrders.statusCode, supportOrders.body).toBe(200);
      const reached = new Set(
        supportOrders.json<{ content: { restaurantId: number }[] }>().content.map((o) => o.restaurantId),
      );
      expect(reached.size).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });
});
