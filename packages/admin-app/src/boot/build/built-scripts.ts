// The scripts as the build makes them, for tests that run them against jsdom's document. Built in a
// child process: Vite's build runs in Node, not inside a test's browser-like environment.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BootScriptName } from './boot-scripts';

const APP_DIR = path.resolve(import.meta.dirname, '../../..');

let built: Promise<Record<BootScriptName, string>> | undefined;

/** Every script's code, built once per test file (about a second). */
export function builtBootScripts(): Promise<Record<BootScriptName, string>> {
  built ??= promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `import { BOOT_SCRIPTS, buildBootScript } from './src/boot/build/boot-scripts.ts';
       const built = {};
       for (const name of Object.keys(BOOT_SCRIPTS)) built[name] = (await buildBootScript(name)).code;
       process.stdout.write(JSON.stringify(built));`,
    ],
    { cwd: APP_DIR, maxBuffer: 16 * 1024 * 1024 },
  ).then(({ stdout }) => JSON.parse(stdout) as Record<BootScriptName, string>);
  return built;
}
