// @ts-check
// Sums up a V8 CPU profile (from BENCH_CPU_PROFILE=<dir> npm run bench:api): where the server's
// time went, by package and by function (self time), so a request's overhead beside its query shows.
//   node bench/profile-summary.mjs <file.cpuprofile> [--top 25]
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top 25]');
  process.exit(2);
}

/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<string, number>} */
const selfByFunction = new Map();
/** @type {Map<string, number>} */
const selfByArea = new Map();
let total = 0;

/** node_modules/<package> (scoped too), our package's source folder, or what V8 names it. */
function areaOf(/** @type {string} */ url, /** @type {string} */ name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1] ?? url;
  const ours = url.match(/packages\/([^/]+)\/src\/(?:[^/]+\/)?([^/]+)/);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  if (!node) return;
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  const fn = `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + micros);
  selfByArea.set(area, (selfByArea.get(area) ?? 0) + micros);
});

const idle = selfByArea.get('(idle)') ?? 0;
const busy = total - idle;
const print = (/** @type {string} */ title, /** @type {Map<string, number>} */ map) => {
  console.log(`\n${title} (self time, share of the busy ${(busy / 1000).toFixed(0)} ms)`);
  for (const [name, micros] of [...map]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(
      `  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${((idle / total) * 100).toFixed(0)}% idle`);
print('By package or module', selfByArea);
print('By function', selfByFunction);
