// @ts-check
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { updateBaseline } from './baseline-update.mjs';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  STRAY_PIXELS,
  VISUAL_BASELINES_DIR,
  checkVisualBaseline,
  differingPixels,
  halve,
  matchesVisualBaseline,
  screenLookups,
} from './visual-baselines.mjs';

/**
 * A grey image, optionally with a rectangle of another grey.
 * @param {number} grey
 * @param {{ x: number; y: number; width: number; height: number; grey: number }} [rect]
 */
function image(grey, rect) {
  const png = new PNG({ width: 40, height: 40 });
  for (let y = 0; y < 40; y += 1)
    for (let x = 0; x < 40; x += 1) {
      const inside =
        rect && x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
      const value = inside ? rect.grey : grey;
      png.data.set([value, value, value, 255], (y * 40 + x) * 4);
    }
  return png;
}

/**
 * Runs `check` with `baseline` as the baseline `name` (its file, to change), then removes it.
 * @param {string} name
 * @param {PNG} baseline
 * @param {(file: string) => void} check
 */
function withBaseline(name, baseline, check) {
  const file = path.join(VISUAL_BASELINES_DIR, `${name}.png`);
  writeFileSync(file, PNG.sync.write(baseline));
  try {
    check(file);
  } finally {
    rmSync(file);
  }
}

describe('screenshot comparison', () => {
  it('lets a few stray pixels pass, not a changed line', () => {
    const name = 'visual-baselines-test.light.desktop';
    withBaseline(name, image(255), () => {
      const stray = PNG.sync.write(image(255, { x: 3, y: 3, width: STRAY_PIXELS, height: 1, grey: 0x80 }));
      const line = PNG.sync.write(image(255, { x: 3, y: 3, width: STRAY_PIXELS + 1, height: 1, grey: 0x80 }));
      expect(matchesVisualBaseline(name, stray, { half: false })).toBe(true);
      expect(checkVisualBaseline(name, stray, { update: false, half: false })).toBeUndefined();
      expect(matchesVisualBaseline(name, line, { half: false })).toBe(false);
      expect(checkVisualBaseline(name, line, { update: false, half: false })).toMatch(
        /differs from its baseline in 5 pixels/,
      );
    });
  });

  it('knows a screen seen to match byte for byte, against the same baseline file only', () => {
    const name = 'visual-baselines-test-known.light.desktop';
    withBaseline(name, image(255), (file) => {
      const screen = PNG.sync.write(image(255, { x: 3, y: 3, width: STRAY_PIXELS, height: 1, grey: 0x80 }));
      const before = { ...screenLookups };
      expect(matchesVisualBaseline(name, screen, { half: false })).toBe(true);
      expect(screenLookups).toEqual({ known: before.known, compared: before.compared + 1 });
      expect(matchesVisualBaseline(name, screen, { half: false })).toBe(true);
      expect(screenLookups).toEqual({ known: before.known + 1, compared: before.compared + 1 });
      // A new baseline (a line where the screen has four stray pixels): compared again, and refused.
      writeFileSync(file, PNG.sync.write(image(255, { x: 0, y: 20, width: 40, height: 1, grey: 0 })));
      expect(matchesVisualBaseline(name, screen, { half: false })).toBe(false);
      expect(screenLookups).toEqual({ known: before.known + 1, compared: before.compared + 2 });
    });
  });

  it('sees a token one shade darker (a border colour from #e5e7eb to #d1d5db)', () => {
    const before = image(255, { x: 5, y: 5, width: 30, height: 1, grey: 0xe5 });
    const after = image(255, { x: 5, y: 5, width: 30, height: 1, grey: 0xd1 });
    expect(differingPixels(before, after)).toBe(30);
  });

  it('sees a 1px line two shades darker at half resolution (#e5e7eb to #9ca3af), not one', () => {
    // Halving averages the line with its neighbour row: one shade (20 levels) becomes 10, within
    // the tolerance; the kit's own stories, kept at full size, are where such a change shows.
    const line = (/** @type {number} */ grey) =>
      halve(image(255, { x: 4, y: 6, width: 30, height: 1, grey }));
    expect(differingPixels(line(0xe5), line(0x9c))).toBe(15);
    expect(differingPixels(line(0xe5), line(0xd1))).toBe(0);
  });

  it('sees one pixel that changes on the screen in the halved image', () => {
    const before = halve(image(255));
    const after = halve(image(255, { x: 9, y: 9, width: 1, height: 1, grey: 0 }));
    expect(differingPixels(before, after)).toBe(1);
  });

  it('lets an icon edge drawn ten levels apart pass (seen between two runs of one story)', () => {
    const before = image(30, { x: 10, y: 10, width: 2, height: 1, grey: 30 });
    const after = image(30, { x: 10, y: 10, width: 2, height: 1, grey: 20 });
    expect(differingPixels(before, after)).toBe(0);
  });

  it('counts images of another size as different', () => {
    expect(differingPixels(image(255), new PNG({ width: 20, height: 40 }))).toBe(Infinity);
  });

  it('halves by the rounded mean of each 2×2 block', () => {
    const png = new PNG({ width: 2, height: 2 });
    png.data.set([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 1, 1, 1, 255]);
    expect([...halve(png).data]).toEqual([64, 64, 64, 255]);
  });
});

describe('taking a baseline', () => {
  const same = (/** @type {string} */ a, /** @type {string} */ b) => a === b;

  it('leaves a baseline that still matches alone', () => {
    const write = vi.fn();
    expect(updateBaseline('a', 'x', { exists: true, matches: () => true, same, write })).toBeUndefined();
    expect(write).not.toHaveBeenCalled();
  });

  it('writes a new or changed one only when a second run agrees', () => {
    const write = vi.fn();
    const baseline = { exists: true, matches: () => false, same, write };
    expect(updateBaseline('b', 'new', baseline)).toMatch(/runs again/);
    expect(write).not.toHaveBeenCalled();
    expect(updateBaseline('b', 'new', baseline)).toBeUndefined();
    expect(write).toHaveBeenCalledWith('new');
  });

  it('refuses one that differs between two runs', () => {
    const write = vi.fn();
    const baseline = { exists: false, matches: () => false, same, write };
    expect(updateBaseline('c', 'first', baseline)).toMatch(/runs again/);
    expect(updateBaseline('c', 'second', baseline)).toMatch(/differs between two runs/);
    expect(write).not.toHaveBeenCalled();
  });
});
