import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../http/errors';
import { sweepOrphanUploads, type SweepOptions } from './orphan-sweep';

export type SweepSchedule = { stop: () => Promise<void> };

/**
 * Sweeps orphan uploads now and then every `intervalMs` (0: never). Runs never overlap; the timer
 * does not keep the process alive, and `stop` waits for a running sweep so the database can close.
 * Failures are logged, never thrown: the next run tries again.
 */
export function scheduleUploadSweeps(
  options: Omit<SweepOptions, 'now'> & { intervalMs: number; log: FastifyBaseLogger },
): SweepSchedule {
  const { intervalMs, log, ...sweep } = options;
  if (intervalMs === 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running !== undefined || stopped) return;
    running = sweepOrphanUploads(sweep)
      .then((result) => {
        if (result.deleted.length > 0 || result.adopted > 0) {
          log.info(
            { deleted: result.deleted.length, freedBytes: result.freedBytes, adopted: result.adopted },
            'swept orphan uploads',
          );
        }
      })
      .catch((error: unknown) => log.error({ err: loggableError(error) }, 'orphan upload sweep failed'))
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
