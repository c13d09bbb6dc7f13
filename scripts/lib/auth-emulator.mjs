// @ts-check
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild } from './children.mjs';
import { waitForHttp } from './wait.mjs';

const require = createRequire(import.meta.url);

/**
 * Starts the Firebase Auth Emulator (firebase-tools, no Java needed) with its accounts kept in
 * `<dataDir>/emulator`: imported when a previous export exists, exported again on a clean exit
 * (SIGINT/SIGTERM), so sign-ups survive restarts just like the database does.
 * The root firebase.json stays the one source of the emulator settings; only the port is
 * overridden, through a copy written into the data dir.
 * @param {{ rootDir: string, dataDir: string, port: number, projectId: string }} options
 */
export async function startAuthEmulator({ rootDir, dataDir, port, projectId }) {
  const exportDir = path.join(dataDir, 'emulator');
  const logDir = path.join(dataDir, 'logs');
  const tempDir = path.join(dataDir, 'tmp');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(tempDir, { recursive: true });

  const config = JSON.parse(readFileSync(path.join(rootDir, 'firebase.json'), 'utf8'));
  config.emulators.auth = { ...config.emulators.auth, port };
  const configFile = path.join(dataDir, 'firebase.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

  const hasExport = existsSync(path.join(exportDir, 'firebase-export-metadata.json'));
  const firebaseCli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = [
    firebaseCli,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configFile,
    ...(hasExport ? ['--import', exportDir] : []),
    '--export-on-exit',
    exportDir,
  ];
  const child = startChild({
    name: 'auth-emulator',
    command: process.execPath,
    args,
    cwd: dataDir,
    // CI=1 skips firebase-tools' update check and interactive prompts. firebase-tools finds "the"
    // running emulator of a project through a locator file in the temp dir, and its export on exit
    // goes through it; a temp dir per data dir keeps two stacks of project demo-food (npm start and
    // the end-to-end tests) from exporting each other's accounts.
    env: { CI: '1', TMPDIR: tempDir },
    logFile: path.join(logDir, 'auth-emulator.log'),
  });

  const ready = waitForHttp(`http://127.0.0.1:${port}/`, {
    timeoutMs: 90_000,
    abortWhen: child.exited,
    isReady: async (response) => {
      if (!response.ok) return false;
      const body = /** @type {{ authEmulator?: { ready?: boolean } }} */ (await response.json());
      return body.authEmulator?.ready === true;
    },
  });
  return { child, ready, importedAccounts: hasExport };
}
