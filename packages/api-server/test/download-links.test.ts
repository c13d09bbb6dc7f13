import { DOWNLOAD_LINK_TTL_SECONDS, NOT_AN_EXPORT_MESSAGE, type DownloadLink } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../src/auth/account-states';
import { downloadLinks } from '../src/db/schema';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { insertRestaurant } from './support/fixtures';

/*
 * Download links (docs/api.md#download-links): a signed-in call asks for a link to one export's
 * path and query; the browser opens it without a bearer token, once, within a minute, as the session
 * that asked; anything else is refused before or when it is opened.
 */
describe('download links', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;

  const createLink = (user: TestUser, path: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/download-links',
      headers: user.headers,
      payload: { path },
    });
  const linkOf = async (user: TestUser, path: string) => {
    const answer = await createLink(user, path);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<DownloadLink>();
  };
  const open = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'links-admin');
    owner = await createUser(server.db, 'RESTAURANT', 'links-owner');
    await insertRestaurant(server.db, { name: 'Linked Bistro', ownerId: owner.id });
  });
  afterAll(async () => {
    await server.close();
  });

  it('downloads the export once, without a bearer token, with its file name', async () => {
    const before = Date.now();
    const link = await linkOf(admin, '/admin/users/export?role=ADMIN&sort=email,asc');
    expect(link.url).toMatch(
      /^\/admin\/users\/export\?role=ADMIN&sort=email%2Casc&download_token=[\w-]{43}$/,
    );
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + DOWNLOAD_LINK_TTL_SECONDS * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000);

    const first = await open(link.url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/csv');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="users-.*\.csv"$/);
    const lines = first.body.trim().split(/\r?\n/);
    // Only the admins, as the query asked: the link carries the query it was made for.
    expect(lines.slice(1).every((line) => line.includes('ADMIN'))).toBe(true);
    expect(lines.some((line) => line.includes(admin.email))).toBe(true);

    const again = await open(link.url);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Invalid or expired token' });
  });

  it('opens only the path and query it was made for, and only until it expires', async () => {
    const link = await linkOf(admin, '/admin/users/export?role=ADMIN');
    const tampered = await open(link.url.replace('role=ADMIN', 'role=CUSTOMER'));
    expect(tampered.statusCode).toBe(401);
    const elsewhere = await open(
      link.url.replace('/admin/users/export', '/admin/orders/export').replace('role=ADMIN&', ''),
    );
    expect(elsewhere.statusCode).toBe(401);
    // Not used up by the attempts above.
    expect((await open(link.url)).statusCode).toBe(200);

    const late = await linkOf(admin, '/admin/users/export');
    await server.db.update(downloadLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(late.url)).statusCode).toBe(401);
    // An expired link is deleted when the next one is made.
    await linkOf(admin, '/admin/users/export');
    expect(await server.db.select().from(downloadLinks).where(eq(downloadLinks.uid, admin.uid))).toHaveLength(
      1,
    );
  });

  it('is refused once the asking session is revoked', async () => {
    const person = await createUser(server.db, 'ADMIN', 'links-revoked');
    const used = await linkOf(person, '/admin/users/export');
    const link = await linkOf(person, '/admin/users/export');
    expect((await open(used.url)).statusCode).toBe(200);
    // Revocation compares whole seconds: a second later, the session is one signed in before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revokeSessions(server.db, [person.uid]);
    expect((await open(link.url)).statusCode).toBe(401);
  });

  it('is refused, before any download, for what the caller could not export or what is no export', async () => {
    // A restaurant account cannot export the users: told now, with the export's own 403.
    const refused = await createLink(owner, '/admin/users/export');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    // Its own restaurants' export it can.
    const own = await open((await linkOf(owner, '/api/restaurants/export')).url);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Linked Bistro');

    for (const path of ['/api/users', '/admin/users', '/api/health', '/admin/users/export/../..']) {
      const answer = await createLink(admin, path);
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json(), path).toMatchObject({ fieldErrors: { path: [NOT_AN_EXPORT_MESSAGE] } });
    }
    // The export's own 400 for a query it does not take, said now.
    const badQuery = await createLink(admin, '/admin/users/export?colour=blue');
    expect(badQuery.statusCode).toBe(400);
    const badParam = await createLink(admin, '/api/restaurants/abc/menus/export');
    expect(badParam.statusCode).toBe(400);
    // No session, no link.
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/download-links',
      payload: { path: '/admin/users/export' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves a bearer-token call of an export as it was, and ignores a link token beside a bearer token', async () => {
    const direct = await server.app.inject({
      method: 'GET',
      url: '/admin/users/export',
      headers: admin.headers,
    });
    expect(direct.statusCode).toBe(200);
    const both = await server.app.inject({
      method: 'GET',
      url: '/admin/users/export?download_token=whatever',
      headers: admin.headers,
    });
    // With a bearer token, the token parameter is an unknown query key as on any call.
    expect(both.statusCode).toBe(400);
  });
});
