// Runs drizzle-kit (hoisted to the root node_modules) so that it finds this package's drizzle-orm
// (installed in packages/api-server/node_modules): drizzle-kit imports drizzle-orm from its own
// location, so we expose it through a temporary symlink and preserve symlinks while it runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// drizzle-kit's exports hide package.json; its main entry sits at the package root.
const kitDir = path.dirname(createRequire(import.meta.url).resolve('drizzle-kit'));
const link = path.join(packageRoot, 'node_modules', 'drizzle-kit');
const created = !fs.existsSync(link);
if (created) fs.symlinkSync(kitDir, link, 'dir');
try {
  const result = spawnSync(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', path.join(link, 'bin.cjs'), ...process.argv.slice(2)],
    { cwd: packageRoot, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (created) fs.unlinkSync(link);
}
