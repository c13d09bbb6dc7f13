import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCommandError,
  COMMAND_LINE_ACTOR,
  parseAdminCommand,
  runAdminCommand,
} from '../src/cli/admin-role';
import { openDatabase } from '../src/db/open';
import { activityLog, users } from '../src/db/schema';
import { createUser, startTestServer, type TestServer } from './support/server';

/*
 * `npm run admin -- grant <email>` (docs/operations.md#production-checklist): the first admin of a
 * new installation without a hand-written SQL update, audited like a change on the Users screen.
 */
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const roleOf = async (id: number) =>
  (await server.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('npm run admin', () => {
  it('grants the admin role to an existing account by its email, any case, and records who did it', async () => {
    const first = await createUser(server.db, 'CUSTOMER', 'first-admin');
    const result = await runAdminCommand(server.db, { action: 'grant', email: first.email.toUpperCase() });
    expect(result).toMatchObject({ from: 'CUSTOMER', changed: true });
    expect(await roleOf(first.id)).toBe('ADMIN');
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.username, COMMAND_LINE_ACTOR));
    expect(entry).toMatchObject({ category: 'USER', code: 'USER_ROLE_CHANGED', userId: null });
    expect(entry?.params).toEqual({ user: first.email, from: 'CUSTOMER', to: 'ADMIN' });
    // Once more: nothing to do, nothing recorded.
    expect(await runAdminCommand(server.db, { action: 'grant', email: first.email })).toMatchObject({
      changed: false,
    });
  });

  it('refuses an unknown email with a message that says what to do', async () => {
    await expect(runAdminCommand(server.db, { action: 'grant', email: 'nobody@test.food' })).rejects.toThrow(
      new AdminCommandError(
        'No account has the email nobody@test.food: sign up in the app with it first, then run this again.',
      ),
    );
  });

  it('revokes to the role named (CUSTOMER by default), never the last admin', async () => {
    const admin = await createUser(server.db, 'ADMIN', 'revoked-admin');
    const other = await createUser(server.db, 'ADMIN', 'staying-admin');
    expect(
      await runAdminCommand(server.db, { action: 'revoke', email: admin.email, to: 'RESTAURANT' }),
    ).toMatchObject({ from: 'ADMIN', changed: true });
    expect(await roleOf(admin.id)).toBe('RESTAURANT');
    // Only `other` and the first test's admin are left; revoke both: the last one stays.
    const admins = await server.db.select().from(users).where(eq(users.role, 'ADMIN'));
    const results = [];
    for (const row of admins) {
      results.push(
        await runAdminCommand(server.db, { action: 'revoke', email: row.email, to: 'CUSTOMER' }).then(
          () => 'revoked',
          (error: unknown) => (error as Error).message,
        ),
      );
    }
    expect(results.filter((outcome) => outcome === 'revoked')).toHaveLength(admins.length - 1);
    expect(results.at(-1)).toMatch(/is the only administrator: grant another account first/);
    expect(await server.db.select().from(users).where(eq(users.role, 'ADMIN'))).toHaveLength(1);
    void other;
  });

  it('reads its words: grant <email>, revoke <email> [--to ROLE], and says how otherwise', () => {
    expect(parseAdminCommand(['grant', 'a@b.c'])).toEqual({ action: 'grant', email: 'a@b.c' });
    expect(parseAdminCommand(['revoke', 'a@b.c'])).toEqual({
      action: 'revoke',
      email: 'a@b.c',
      to: 'CUSTOMER',
    });
    expect(parseAdminCommand(['revoke', 'a@b.c', '--to', 'COURIER'])).toMatchObject({ to: 'COURIER' });
    for (const wrong of [
      [],
      ['grant'],
      ['promote', 'a@b.c'],
      ['revoke', 'a@b.c', '--to', 'ADMIN'],
      ['grant', '--x'],
    ]) {
      expect(() => parseAdminCommand(wrong)).toThrow(/^Usage: npm run admin -- grant <email>/);
    }
  });

  // Spawning the command costs seconds: once, in the PGlite pass of the suite.
  it.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
    'runs as a command on the configured database: one line and exit 0, or one line and exit 1',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-admin-cli-'));
      try {
        const database = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
        await database.db.insert(users).values({
          uid: 'cli-uid',
          email: 'owner@cli.test',
          firstName: 'Cli',
          lastName: 'Owner',
          role: 'RESTAURANT',
        });
        await database.close();
        const run = (...args: string[]) =>
          spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
            cwd: packageRoot,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
            encoding: 'utf8',
            timeout: 60_000,
          });
        const granted = run('grant', 'OWNER@cli.test');
        expect([granted.status, granted.stdout.trim()]).toEqual([
          0,
          'owner@cli.test: RESTAURANT -> ADMIN. Applies to their next request; recorded in the activity feed.',
        ]);
        const unknown = run('grant', 'ghost@cli.test');
        expect(unknown.status).toBe(1);
        expect(unknown.stderr.trim()).toBe(
          'No account has the email ghost@cli.test: sign up in the app with it first, then run this again.',
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
