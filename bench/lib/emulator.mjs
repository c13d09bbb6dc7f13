// @ts-check
// The benches' own Firebase Auth Emulator (port 9399 unless BENCH_AUTH_PORT says otherwise,
// project demo-food-bench), so they never touch the one npm start or the test suites use. Its
// settings are bench/firebase.json with the ports overridden in a temp copy.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopChild } from '../../scripts/lib/children.mjs';
import { waitForHttp } from '../../scripts/lib/wait.mjs';
import { onInterrupt } from './cleanup.mjs';

export const BENCH_PROJECT_ID = 'demo-food-bench';
export const BENCH_AUTH_PORT = Number(process.env.BENCH_AUTH_PORT ?? 9399);
export const BENCH_EMULATOR_HOST = `127.0.0.1:${BENCH_AUTH_PORT}`;

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** @param {number} port */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} is in use: another emulator or server runs there (choose one with BENCH_AUTH_PORT)`,
        ),
      ),
    );
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/**
 * Starts the emulator (about 12 s of CPU). An emulator already on the port is not reused: it may
 * belong to another stack (another project id, single-project mode), which fails sign-ins in odd ways.
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startBenchEmulator() {
  // The emulator also opens a hub and a logging port: kept next to the auth port so that a
  // different BENCH_AUTH_PORT moves all three.
  const ports = { auth: BENCH_AUTH_PORT, hub: BENCH_AUTH_PORT + 40, logging: BENCH_AUTH_PORT + 41 };
  for (const port of Object.values(ports)) await assertPortFree(port);
  // firebase-tools writes firebase-debug.log into its cwd: keep it out of the repository.
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-emulator-'));
  const config = JSON.parse(readFileSync(path.join(here, '..', 'firebase.json'), 'utf8'));
  config.emulators.auth.port = ports.auth;
  config.emulators.hub.port = ports.hub;
  config.emulators.logging.port = ports.logging;
  const configFile = path.join(cwd, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const child = startChild({
    name: 'auth-emulator',
    command: process.execPath,
    args: [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      BENCH_PROJECT_ID,
      '--config',
      configFile,
    ],
    cwd,
    env: { CI: '1' },
    logFile: path.join(cwd, 'emulator.log'),
  });
  try {
    await waitForHttp(`http://${BENCH_EMULATOR_HOST}/`, {
      timeoutMs: 120_000,
      abortWhen: child.exited,
      isReady: async (response) => {
        const body = /** @type {{ authEmulator?: { ready?: boolean } }} */ (await response.json());
        return body.authEmulator?.ready === true;
      },
    });
  } catch (error) {
    await stopChild(child, { graceMs: 5000 });
    throw new Error(
      `the Auth Emulator did not start: ${/** @type {Error} */ (error).message}\n${child.recentOutput()}`,
      {
        cause: error,
      },
    );
  }
  const stop = async () => {
    await stopChild(child, { graceMs: 10_000 });
    rmSync(cwd, { recursive: true, force: true });
  };
  const forget = onInterrupt(stop);
  return {
    stop: async () => {
      forget();
      await stop();
    },
  };
}

/**
 * Creates an email/password account in the emulator (or signs in when it exists) and returns its real ID token.
 * @param {string} email
 * @param {string} password
 * @returns {Promise<{ uid: string, idToken: string }>}
 */
export async function emulatorAccount(email, password) {
  const call = async (/** @type {string} */ endpoint) => {
    const response = await fetch(
      `http://${BENCH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=bench`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    const json = /** @type {{ localId: string, idToken: string, error?: { message?: string } }} */ (
      await response.json()
    );
    return { ok: response.ok, json };
  };
  // Signed in after the sign-up, never with the sign-up's own token: the emulator stamps its
  // sign-in time before its revocation time, so across a second's end that token counts as revoked.
  let result = await call('signUp');
  if (result.ok || result.json.error?.message === 'EMAIL_EXISTS') result = await call('signInWithPassword');
  if (!result.ok) throw new Error(`emulator account ${email}: ${result.json.error?.message ?? 'failed'}`);
  return { uid: result.json.localId, idToken: result.json.idToken };
}
