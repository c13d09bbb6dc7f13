/** A job run now and then every so often; `stop` waits for a running round. */
export type Repeating = { stop: () => Promise<void> };

/**
 * Runs `round` now and then every `intervalMs` (0: never). Rounds never overlap; the timer does not
 * keep the process alive, and `stop` waits for a running round so the database can close. A round
 * that fails is reported to `onError`, never thrown: the next one tries again.
 */
export function repeatEvery(
  intervalMs: number,
  round: () => Promise<void>,
  onError: (error: unknown) => void,
): Repeating {
  if (intervalMs === 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running !== undefined || stopped) return;
    running = round()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
