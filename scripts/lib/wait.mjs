// @ts-check

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until `isReady(response)` holds. Rejects after `timeoutMs`, or as soon as
 * `abortWhen` settles (the child that should answer has exited), so a crash is reported at once.
 * @param {string} url
 * @param {{ timeoutMs: number, abortWhen?: Promise<unknown>, isReady?: (response: Response) => Promise<boolean> | boolean }} options
 */
export async function waitForHttp(url, { timeoutMs, abortWhen, isReady = (response) => response.ok }) {
  const deadline = Date.now() + timeoutMs;
  let aborted = false;
  abortWhen?.then(
    () => (aborted = true),
    () => (aborted = true),
  );
  while (Date.now() < deadline) {
    if (aborted) throw new Error(`stopped before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (await isReady(response)) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
