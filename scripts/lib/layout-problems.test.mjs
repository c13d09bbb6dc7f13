// @ts-check
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, tableWrapProblems } from './layout-problems.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(() => browser?.close());

/** The problems layoutProblems finds in a right-to-left page of this body, 390 px wide. */
async function problemsIn(/** @type {string} */ body) {
  const page = await browser.newPage({ viewport: { width: 390, height: 600 } });
  await page.setContent(`<html dir="rtl"><body style="margin:0">${body}</body></html>`);
  const found = await page.evaluate(layoutProblems);
  await page.close();
  return found;
}

describe("layoutProblems (the story tests' phone layout check)", () => {
  it('finds nothing in a page that fits, with an ellipsis and visually hidden text', async () => {
    expect(
      await problemsIn(`
        <p>قائمة الطعام</p>
        <p style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Trattoria Bella Vista</p>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">تحميل الطلبات الجارية</span>`),
    ).toEqual([]);
  });

  it("keeps the kit's visually hidden text 1 px wide when the element's own class pads it", async () => {
    // The kit's collapsed sidebar heading and the palette's hidden result count are such elements;
    // a padding that won would make a 33 px box that cuts its text off.
    const kitBase = readFileSync(new URL('../../packages/ui/src/styles/base.css', import.meta.url), 'utf8');
    expect(
      await problemsIn(`
        <style>${kitBase}</style>
        <style>.status { padding: 24px 16px; text-align: center }</style>
        <p class="status fa-visually-hidden">3 ńéšúĺţš fóŕ ţĥé šéàŕćĥ</p>`),
    ).toEqual([]);
  });

  it('finds text a box cuts off without an ellipsis', async () => {
    expect(
      await problemsIn(
        '<button style="width:60px;overflow:hidden;white-space:nowrap">تعيين طلب إلى المندوب</button>',
      ),
    ).toEqual(['layout: text cut off: "تعيين طلب إلى المندوب"']);
  });

  it('finds a page that scrolls sideways', async () => {
    const found = await problemsIn('<div style="width:600px">wide</div>');
    expect(found).toEqual([
      expect.stringMatching(/^layout: the page scrolls sideways \(\d+ px wide in 390\)$/),
    ]);
  });
});

/** The problems tableWrapProblems finds in a page of this body, 1280 px wide. */
async function tableProblemsIn(/** @type {string} */ body, dir = 'ltr') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent(
    `<html dir="${dir}"><body style="margin:0;font:14px/1.25 sans-serif">${body}</body></html>`,
  );
  const found = await page.evaluate(tableWrapProblems, undefined);
  await page.close();
  return found;
}

/** A row of today's squeezed Reviews table: every column as narrow as a word (or a letter) allows. */
const squeezedRow = (/** @type {string} */ style) => `
  <table style="width:138px;table-layout:fixed;border-spacing:0"><tbody><tr>
    <td data-kind="id" style="width:8px;padding:0;${style}">26</td>
    <td data-kind="text" style="width:60px;padding:0;${style}">Cora Customer</td>
    <td data-kind="date" style="width:70px;padding:0;${style}">Dec 2, 2026, 5:24 AM</td>
  </tr></tbody></table>`;

describe("tableWrapProblems (the story tests' check of list screens at 1280 px)", () => {
  it('finds ids and words broken mid-way and dates on several lines', async () => {
    expect(await tableProblemsIn(squeezedRow('overflow-wrap:anywhere'))).toEqual([
      'table: a word broken across lines: "26"',
      'table: id on 2 lines: "26"',
      'table: a word broken across lines: "Customer"',
      expect.stringMatching(/^table: date on \d lines: "Dec 2, 2026, 5:24 AM"$/),
    ]);
  });

  it('finds nothing where values stay whole: on one line, or cut with an ellipsis', async () => {
    expect(
      await tableProblemsIn(squeezedRow('white-space:nowrap;overflow:hidden;text-overflow:ellipsis')),
    ).toEqual([]);
  });

  it('reads a right-to-left table the same', async () => {
    expect(await tableProblemsIn(squeezedRow('overflow-wrap:anywhere'), 'rtl')).toContain(
      'table: id on 2 lines: "26"',
    );
    expect(await tableProblemsIn(squeezedRow('white-space:nowrap'), 'rtl')).toEqual([]);
  });

  it('lets a text wrap between words, and ignores visually hidden text', async () => {
    expect(
      await tableProblemsIn(`
        <table style="width:120px"><tbody><tr>
          <td>Trattoria Bella Vista</td>
          <td><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">Cody Courier: Available</span></td>
          <td data-kind="amount">$19.49</td>
        </tr></tbody></table>`),
    ).toEqual([]);
  });
});
