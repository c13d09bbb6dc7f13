// The built consumer app in Chromium: the kit's components work, and its CSS leaves the host alone.
import { chromium } from 'playwright-core';
import { assert, assertEqual, check } from './report.mjs';

/** What host.css (the consumer's own, unlayered CSS) sets; nothing else may be unlayered. */
const HOST_SELECTORS = ['body', '.host-note'];

/**
 * The top-level rules of the page's linked stylesheets (the app's CSS bundle: host.css and the
 * kit's) that are not in a cascade layer and not the host's own: any unlayered kit rule, or a kit
 * rule wrapped in an unlayered @media, would beat the host's CSS.
 */
function unlayeredRules(page) {
  return page.evaluate((hostSelectors) => {
    const linked = [...document.styleSheets].filter((sheet) => sheet.ownerNode?.nodeName === 'LINK');
    if (linked.length === 0) return ['no linked stylesheet'];
    return linked
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule) =>
          !(rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule) &&
          !(rule instanceof CSSStyleRule && hostSelectors.includes(rule.selectorText)),
      )
      .map((rule) => rule.cssText.slice(0, 80));
  }, HOST_SELECTORS);
}

/**
 * sonner (the kit's toasts) injects its own stylesheet, unlayered, when it is imported. Its rules
 * that could reach the host's elements: any not scoped to sonner's own attributes and classes, or
 * one on <html> that sets more than its custom properties (`html[dir] { --toast-...: }`).
 */
function injectedRulesReachingTheHost(page) {
  return page.evaluate(() => {
    const injected = [...document.styleSheets].filter((sheet) => sheet.ownerNode?.nodeName === 'STYLE');
    const styleRules = (rules) =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSMediaRule ? styleRules(rule.cssRules) : [],
      );
    return injected
      .flatMap((sheet) => styleRules(sheet.cssRules))
      .filter((rule) => {
        if (!rule.selectorText.includes('sonner')) return true;
        const onHtml = /(^|,\s*)html/.test(rule.selectorText);
        return onHtml && [...rule.style].some((property) => !property.startsWith('--'));
      })
      .map((rule) => rule.cssText.slice(0, 80));
  });
}

const style = (locator, ...properties) =>
  locator.evaluate(
    (element, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(element)[name]])),
    properties,
  );

/** Opens a page and collects its uncaught errors and console errors. */
async function open(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  await page.getByRole('table', { name: 'Dishes' }).waitFor({ timeout: 10_000 });
  return { page, errors };
}

/** index.html: the whole kit stylesheet, as the admin app uses it. */
async function checkFullStylesheet(browser, baseUrl) {
  console.log('\nindex.html (host.css, then @food-admin/ui/styles.css)');
  const { page, errors } = await open(browser, `${baseUrl}/index.html`);
  const table = page.getByRole('table', { name: 'Dishes' });
  const rows = table.locator('tbody tr');

  await check('DataTable renders the first page: 5 rows of 7, Page 1 of 2', async () => {
    assertEqual(await rows.count(), 5, 'rows');
    assert(await page.getByText('Page 1 of 2').isVisible(), '"Page 1 of 2" is not shown');
    assert(await page.getByText('7 results').isVisible(), '"7 results" is not shown');
  });

  await check('DataTable sorts by Name on a header click', async () => {
    await table.getByRole('button', { name: 'Name' }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]'));
    assertEqual(await rows.first().locator('td').first().innerText(), 'Arancini', 'first row');
  });

  await check('ConfirmDialog opens from a row action, styled by the kit', async () => {
    await page.getByRole('button', { name: 'Delete Margherita' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await dialog.waitFor();
    assert((await dialog.innerText()).includes('Delete Margherita?'), 'the message is missing');
    assertEqual((await style(dialog, 'position')).position, 'fixed', 'dialog position');
  });

  await check('ConfirmDialog confirms: it closes and the row is gone', async () => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Margherita' }).waitFor({ state: 'detached' });
    assert(await page.getByText('6 results').isVisible(), '"6 results" is not shown');
  });

  await check('DataTable pages: Next shows the last row', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    assertEqual(await rows.count(), 1, 'rows on page 2');
    assertEqual(await rows.first().locator('td').first().innerText(), 'Tiramisu', 'row on page 2');
  });

  await check('ActivityFeed lists the deletion, and its search filters the entries', async () => {
    const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
    assertEqual(await entries.count(), 2, 'entries');
    assert((await entries.first().innerText()).includes('[DELETE] Deleted Margherita by admin'), 'no entry');
    await page.getByRole('searchbox', { name: 'Search activity' }).fill('menu');
    await page.getByRole('searchbox', { name: 'Search activity' }).press('Enter');
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Activity entries"] > li').length === 1,
    );
    assert((await entries.first().innerText()).includes('Added the menu'), 'wrong entry left');
  });

  await check("the host's body rules win over the kit's reset (loaded after them)", async () => {
    const body = await style(page.locator('body'), 'marginTop', 'fontFamily');
    assertEqual(body.marginTop, '24px', 'body margin');
    assert(body.fontFamily.startsWith('Georgia'), `body font is ${body.fontFamily}`);
  });

  await check(
    'every kit rule is in a cascade layer, in the order fa.reset, fa.tokens, fa.components',
    async () => {
      assertEqual(await unlayeredRules(page), [], 'unlayered rules');
      // A layer's place is where its name first appears, in an `@layer a, b;` statement or a block.
      const names = await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .flatMap((rule) =>
            rule instanceof CSSLayerStatementRule
              ? [...rule.nameList]
              : rule instanceof CSSLayerBlockRule
                ? [rule.name]
                : [],
          ),
      );
      assertEqual([...new Set(names)], ['fa.reset', 'fa.tokens', 'fa.components'], 'layer order');
    },
  );

  await check("sonner's injected styles stay on its toasts (custom properties only on <html>)", async () =>
    assertEqual(await injectedRulesReachingTheHost(page), [], 'injected rules'),
  );
  await check('no errors in the console', () => assertEqual(errors, [], 'errors'));
  await page.close();
}

/** bare.html: tokens and components only, for a host with its own reset. */
async function checkWithoutReset(browser, baseUrl) {
  console.log('\nbare.html (host.css, then tokens.css and components.css: no reset)');
  const { page, errors } = await open(browser, `${baseUrl}/bare.html`);

  await check('body keeps the host margin and font and the browser defaults for the rest', async () => {
    const body = await style(page.locator('body'), 'marginTop', 'fontFamily', 'backgroundColor', 'color');
    assertEqual(body.marginTop, '24px', 'body margin');
    assert(body.fontFamily.startsWith('Georgia'), `body font is ${body.fontFamily}`);
    assertEqual(body.backgroundColor, 'rgba(0, 0, 0, 0)', 'body background');
    assertEqual(body.color, 'rgb(0, 0, 0)', 'body colour');
  });

  await check("the host's own elements keep their defaults (margins, content-box)", async () => {
    assert((await style(page.locator('h1'), 'marginTop')).marginTop !== '0px', 'the h1 lost its margin');
    const note = await style(page.locator('.host-note'), 'boxSizing', 'marginTop');
    assertEqual(note, { boxSizing: 'content-box', marginTop: '16px' }, 'host paragraph');
  });

  await check("the kit's own elements get what they need without the reset", async () => {
    const heading = page.getByRole('heading', { name: 'Recent Activity' });
    assertEqual((await style(heading, 'marginTop')).marginTop, '0px', 'kit heading margin');
    const button = page.getByRole('button', { name: 'Delete Margherita' });
    assertEqual((await style(button, 'boxSizing')).boxSizing, 'border-box', 'kit button box-sizing');
  });

  await check('no unlayered kit rule', async () =>
    assertEqual(await unlayeredRules(page), [], 'unlayered rules'),
  );
  await check('no errors in the console', () => assertEqual(errors, [], 'errors'));
  await page.close();
}

export async function runBrowserChecks(baseUrl) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await checkFullStylesheet(browser, baseUrl);
    await checkWithoutReset(browser, baseUrl);
  } finally {
    await browser.close();
  }
}
