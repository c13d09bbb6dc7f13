// @ts-check
// Screenshot baselines of the stories (docs/storybook.md#baselines): each story, once its play
// function has finished, in light and dark, at the desktop and the phone width, kept in
// storybook-baselines/visual/<story id>.<theme>.<width>.png. The kit's stories are kept at full
// resolution and full length (up to MAX_HEIGHT); the app's page stories as the screen shows them
// when the story ends, at half resolution (each pixel the mean of four): at full size their
// 1,176 images would take about 70 MB of the repository instead of 26, and a change of one screen
// pixel still changes the mean. Comparison tolerates a few levels of colour (THRESHOLD), so a
// changed token shows. A screenshot that differs from its baseline fails the Storybook check and
// leaves the baseline, the new screenshot and a diff image (changed pixels in red) in
// test-results/storybook-visual/, with an index.html to look at them side by side. `npm run baselines:update` rewrites the baselines; review them before committing.
//
// Text is drawn with the machine's fonts (the kit uses the system font stack, so the product
// downloads no font). The fonts that stack resolves to are recorded with the baselines
// (fonts.txt), and a machine that resolves it differently is told so instead of getting hundreds of
// pixel differences: .ci/run installs the same Debian font packages everywhere.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { updateBaseline } from './baseline-update.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const VISUAL_BASELINES_DIR = path.resolve(here, '../../storybook-baselines/visual');
export const VISUAL_REPORT_DIR = path.resolve(here, '../../test-results/storybook-visual');
const FONTS_FILE = path.join(VISUAL_BASELINES_DIR, 'fonts.txt');
const SCREENS_FILE = path.join(VISUAL_BASELINES_DIR, 'screens.json');

/** The two widths every story is captured at (the phone is .storybook/preview.tsx's `phone`). */
export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/**
 * How far two colours may be apart and still count as the same (pixelmatch's YIQ distance, 0..1):
 * 0.05 is about 13 levels of 255 in grey. Chromium draws the edge of an icon or a glyph that sits
 * on a fraction of a pixel a few levels apart from one run to the next (seen: 10 levels on two
 * pixels of a trash icon, in dark only); a changed token moves whole areas further than that.
 */
const THRESHOLD = 0.05;

/**
 * How many pixels may still differ: a few at the edge of a glyph, which Chromium draws a shade
 * apart after the theme is switched in place (seen: 2 or 3 pixels of an ellipsis or of a dialog's
 * text). A changed token, border, focus ring or word changes hundreds.
 */
export const STRAY_PIXELS = 4;

/**
 * A screenshot is cut at this height: long lists would otherwise give megapixel images whose lower
 * part repeats the upper one.
 */
export const MAX_HEIGHT = 2400;

/**
 * The families the kit's font stacks end in, as this machine's fontconfig resolves them.
 * @returns {string}
 */
function resolvedFonts() {
  return ['sans-serif', 'system-ui', 'monospace', 'Liberation Mono']
    .map((family) => {
      try {
        return `${family}: ${execFileSync('fc-match', [family], { encoding: 'utf8' }).trim()}`;
      } catch {
        return `${family}: (fc-match not available)`;
      }
    })
    .join('\n')
    .concat('\n');
}

/**
 * Whether this machine draws text as the baselines were taken (nothing wrong: undefined); records
 * the fonts when updating.
 * @param {{ update: boolean }} options
 */
export function checkFonts({ update }) {
  const fonts = resolvedFonts();
  if (update) {
    mkdirSync(VISUAL_BASELINES_DIR, { recursive: true });
    writeFileSync(FONTS_FILE, fonts);
    return undefined;
  }
  const expected = existsSync(FONTS_FILE) ? readFileSync(FONTS_FILE, 'utf8') : '';
  if (expected === fonts) return undefined;
  return (
    `the screenshot baselines were taken with other fonts:\n${expected}this machine has:\n${fonts}` +
    'Install the font packages .ci/run installs (fonts-dejavu-core, fonts-liberation, fontconfig), or take new baselines.'
  );
}

/**
 * The baseline form of a screenshot: opaque RGB at the highest compression, halved when `half`.
 * @param {PNG} image
 */
const encode = (image) =>
  PNG.sync.write(image, {
    deflateLevel: 9,
    deflateStrategy: 0,
    filterType: 0,
    colorType: 2,
    inputHasAlpha: true,
  });

/**
 * Halves an image: each pixel the rounded mean of a 2×2 block.
 * @param {PNG} image
 */
export function halve(image) {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const half = new PNG({ width, height });
  const { data } = image;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const topLeft = (2 * y * image.width + 2 * x) * 4;
      const bottomLeft = topLeft + image.width * 4;
      for (let channel = 0; channel < 4; channel += 1)
        half.data[(y * width + x) * 4 + channel] =
          ((data[topLeft + channel] ?? 0) +
            (data[topLeft + 4 + channel] ?? 0) +
            (data[bottomLeft + channel] ?? 0) +
            (data[bottomLeft + 4 + channel] ?? 0) +
            2) >>
          2;
    }
  return half;
}

/**
 * How many pixels of two images of one size differ by more than THRESHOLD (marked in `diff`).
 * @param {PNG} expected
 * @param {PNG} actual
 * @param {PNG} [diff]
 */
export function differingPixels(expected, actual, diff) {
  if (expected.width !== actual.width || expected.height !== actual.height) return Infinity;
  return pixelmatch(expected.data, actual.data, diff?.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
}

/** @param {string} name */
const baselineOf = (name) => path.join(VISUAL_BASELINES_DIR, `${name}.png`);

/**
 * Screens known to match their baselines, so that the same screen is not decoded and compared
 * again (about 60 ms of the crawl's single Node thread for a page, 2026-11-29): for each baseline,
 * the SHA-1 of its file and of the screenshot (Chromium's PNG bytes) that matched it when the
 * baselines were last updated (screens.json). A screen is the same only byte for byte, against the
 * same baseline file; any other is compared pixel by pixel. About four screens in five come out of
 * Chromium byte for byte alike from one run to the next; the rest differ in a few pixels' shades.
 * @type {Map<string, string> | undefined}
 */
let knownScreens;
/** Screens that matched their baselines in this run, as screens.json records them. */
const matchedScreens = new Map();
/** How the first looks of this run were answered (printed by the crawl). */
export const screenLookups = { known: 0, compared: 0 };

/** @param {Buffer} bytes */
const sha1 = (bytes) => createHash('sha1').update(bytes).digest('hex');
/** @param {Buffer} baseline @param {Buffer} screenshot */
const screenKey = (baseline, screenshot) => `${sha1(baseline)} ${sha1(screenshot)}`;

function known() {
  knownScreens ??= new Map(
    existsSync(SCREENS_FILE) ? Object.entries(JSON.parse(readFileSync(SCREENS_FILE, 'utf8'))) : [],
  );
  return knownScreens;
}

/**
 * Rewrites screens.json with the screens that matched in this run, keeping the entries this run did
 * not see match; with `names` (a whole run: every baseline the crawl holds stories to), only
 * theirs. With `refresh` (--record-screens) every screen of this run replaces its entry; without
 * (--update-baselines), only those whose baseline file is new or changed.
 * @param {Set<string> | undefined} names
 * @param {{ refresh: boolean }} options
 */
export function recordMatchedScreens(names, { refresh }) {
  const held = (/** @type {string} */ name) => names === undefined || names.has(name);
  // An entry whose baseline file is unchanged stays as it is (it still matches): an update then
  // rewrites only the lines of the baselines it changed, not those of screens a shade apart.
  const sameBaseline = (/** @type {string} */ name, /** @type {string} */ key) =>
    !refresh && known().get(name)?.split(' ')[0] === key.split(' ')[0];
  const entries = new Map(known());
  for (const [name, key] of matchedScreens) if (!sameBaseline(name, key)) entries.set(name, key);
  for (const name of entries.keys()) if (!held(name)) entries.delete(name);
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(SCREENS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Whether a screenshot shows its baseline's picture (within THRESHOLD), without a report: a quick
 * first look before the page is known to be at rest.
 * @param {string} name `<story id>.<theme>.<width>`
 * @param {Buffer} screenshot PNG bytes
 * @param {{ half: boolean }} options
 */
export function matchesVisualBaseline(name, screenshot, { half }) {
  const file = baselineOf(name);
  if (!existsSync(file)) return false;
  const baseline = readFileSync(file);
  const key = screenKey(baseline, screenshot);
  if (known().get(name) === key || matchedScreens.get(name) === key) {
    screenLookups.known += 1;
    return true;
  }
  screenLookups.compared += 1;
  const decoded = PNG.sync.read(screenshot);
  const matches = differingPixels(PNG.sync.read(baseline), half ? halve(decoded) : decoded) <= STRAY_PIXELS;
  if (matches) matchedScreens.set(name, key);
  return matches;
}

/**
 * Compares a screenshot with its baseline, or records it when updating (once two runs agree:
 * baseline-update.mjs). Returns what is wrong (nothing: undefined) and, on a difference, leaves
 * the images in the report folder.
 * @param {string} name `<story id>.<theme>.<width>`
 * @param {Buffer} screenshot PNG bytes
 * @param {{ update: boolean; half: boolean }} options
 */
export function checkVisualBaseline(name, screenshot, { update, half }) {
  const file = baselineOf(name);
  const decoded = PNG.sync.read(screenshot);
  const actual = half ? halve(decoded) : decoded;
  if (update) {
    const problem = updateBaseline(`screenshot ${name}`, actual, {
      exists: existsSync(file),
      matches: (candidate) => differingPixels(PNG.sync.read(readFileSync(file)), candidate) <= STRAY_PIXELS,
      same: (first, second) => differingPixels(first, second) <= STRAY_PIXELS,
      write: (candidate) => {
        mkdirSync(VISUAL_BASELINES_DIR, { recursive: true });
        writeFileSync(file, encode(candidate));
      },
    });
    if (problem === undefined) matchedScreens.set(name, screenKey(readFileSync(file), screenshot));
    return problem;
  }
  if (!existsSync(file)) return `no screenshot baseline ${name} (run npm run baselines:update and commit it)`;
  const baseline = readFileSync(file);
  const expected = PNG.sync.read(baseline);
  const report = () => {
    mkdirSync(VISUAL_REPORT_DIR, { recursive: true });
    writeFileSync(path.join(VISUAL_REPORT_DIR, `${name}.expected.png`), baseline);
    writeFileSync(path.join(VISUAL_REPORT_DIR, `${name}.actual.png`), encode(actual));
    // The screen as it was, to read what changed where the baseline is halved.
    if (half) writeFileSync(path.join(VISUAL_REPORT_DIR, `${name}.screen.png`), screenshot);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    report();
    return `screenshot ${name} is ${actual.width}×${actual.height}, its baseline ${expected.width}×${expected.height} (${path.relative(process.cwd(), VISUAL_REPORT_DIR)}/index.html)`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = differingPixels(expected, actual, diff);
  if (changed <= STRAY_PIXELS) {
    matchedScreens.set(name, screenKey(baseline, screenshot));
    return undefined;
  }
  report();
  writeFileSync(path.join(VISUAL_REPORT_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  return `screenshot ${name} differs from its baseline in ${changed} pixels (${path.relative(process.cwd(), VISUAL_REPORT_DIR)}/index.html)`;
}

/** Empties the report folder before a run, so it only shows this run's differences. */
export function clearVisualReport() {
  rmSync(VISUAL_REPORT_DIR, { recursive: true, force: true });
}

/**
 * Writes index.html in the report folder: every differing screenshot as baseline, now and diff side
 * by side. Returns its path, or undefined when nothing differed.
 */
export function writeVisualReport() {
  if (!existsSync(VISUAL_REPORT_DIR)) return undefined;
  const names = [
    ...new Set(
      readdirSync(VISUAL_REPORT_DIR)
        .filter((file) => file.endsWith('.actual.png'))
        .map((file) => file.replace(/\.actual\.png$/, '')),
    ),
  ].sort();
  if (names.length === 0) return undefined;
  /** @param {string} text */
  const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const rows = names
    .map((name) => {
      const cell = (/** @type {string} */ kind) =>
        existsSync(path.join(VISUAL_REPORT_DIR, `${name}.${kind}.png`))
          ? `<figure><figcaption>${kind}</figcaption><img src="${encodeURIComponent(`${name}.${kind}.png`)}" alt="${kind} of ${escape(name)}"></figure>`
          : '';
      return `<section><h2>${escape(name)}</h2><div>${['expected', 'actual', 'diff', 'screen'].map(cell).join('')}</div></section>`;
    })
    .join('\n');
  const file = path.join(VISUAL_REPORT_DIR, 'index.html');
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshot differences</title>
<style>body{font:14px system-ui;margin:16px}div{display:flex;gap:12px;align-items:flex-start}figure{margin:0}img{max-width:32vw;border:1px solid #ccc}h2{font-size:15px}</style>
<h1>${names.length} screenshots differ from their baselines</h1>
${rows}
</html>
`,
  );
  return file;
}

/**
 * Baseline files whose story is gone (or no longer captured), to be reported or removed.
 * @param {Set<string>} expectedNames
 */
export function orphanedVisualBaselines(expectedNames) {
  if (!existsSync(VISUAL_BASELINES_DIR)) return [];
  return readdirSync(VISUAL_BASELINES_DIR)
    .filter((file) => file.endsWith('.png') && !expectedNames.has(file.replace(/\.png$/, '')))
    .map((file) => path.join(VISUAL_BASELINES_DIR, file));
}
