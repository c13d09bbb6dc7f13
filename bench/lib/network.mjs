// @ts-check

/** The live-update stream stays open as long as the page (docs/api.md#events): not a load request. */
export const isStream = (/** @type {import('playwright-core').Request} */ request) =>
  new URL(request.url()).pathname === '/api/events';

/**
 * Counts a page's requests in flight (the live-update stream aside) from now on; `quiet()` resolves
 * once none has been in flight for `idleMs`, or rejects after 30 s. Unlike a wait started right
 * before a navigation, it also ends when the page makes no request at all.
 * @param {import('playwright-core').Page} page
 */
export function trackRequests(page, idleMs = 500) {
  const inFlight = new Set();
  page.on('request', (request) => {
    if (!isStream(request)) inFlight.add(request);
  });
  for (const event of /** @type {const} */ (['requestfinished', 'requestfailed']))
    page.on(event, (request) => inFlight.delete(request));
  return {
    async quiet() {
      const deadline = Date.now() + 30_000;
      let idleSince = Date.now();
      while (Date.now() - idleSince < idleMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after 30 s: ${inFlight.size}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inFlight.size > 0) idleSince = Date.now();
      }
    },
  };
}
