import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/fixtures';
import { freshAccount } from '../support/api';
import { APP_PORT, APP_URL, AUTH_EMULATOR_PORT } from '../support/env';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm start` on `dataDir`, as a developer runs it: the data and the emulator's accounts are kept
 * from one start to the next. Resolves once the API answers; `stop()` is Ctrl-C (SIGTERM) and waits
 * until the stack has exited, the emulator's export written.
 */
async function startStack(dataDir: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts/start.mjs')], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  for (const deadline = Date.now() + 180_000; ;) {
    const ready = await fetch(`${APP_URL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(resolve, 500, 'running')),
    ]);
    if (stopped !== 'running') throw new Error(`npm start exited (${stopped}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 180 s:\n${output}`);
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`npm start stopped with exit code ${code}:\n${output}`);
    },
  };
}

/**
 * The Auth Emulator forgets every session at a restart: its import of the accounts it exported
 * sets each account's "valid since" to the import time (firebase-tools' accounts:batchCreate), so
 * the server refuses every earlier ID token as revoked. No one loses work for it: the tab's next
 * call leads to sign-in, and back to the page with what was typed (docs/getting-started.md).
 */
test('a restart of the stack under an open tab: the next save leads to sign-in, then back with the form restored', async ({
  page,
  request,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'food-admin-restart-'));
  let stack = await startStack(dataDir);
  try {
    const person = await freshAccount(request, 'restart');
    const signInHere = async () => {
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
    };
    await page.goto('/profile');
    await signInHere();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Last name').fill('Kept');

    await stack.stop();
    // The tab says at once that it lost the server, and keeps the form as typed.
    await expect(page.getByRole('status').filter({ hasText: 'Offline: live updates paused' })).toBeVisible();
    stack = await startStack(dataDir);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    // The account and its data outlived the restart: the same password signs in.
    await signInHere();
    await expect(page.getByText(/Your unsaved changes were restored/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Last name')).toHaveValue('Kept');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Rhea Kept' })).toBeVisible();
    // The live updates are back without a reload.
    await expect(page.getByText('Offline: live updates paused')).toBeHidden();
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
