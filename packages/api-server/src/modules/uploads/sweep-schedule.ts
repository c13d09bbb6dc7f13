import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../http/errors';
import { repeatEvery, type Repeating } from '../../jobs/repeat';
import { sweepOrphanUploads, type SweepOptions } from './orphan-sweep';

export type SweepSchedule = Repeating;

/** Sweeps orphan uploads now and then every `intervalMs` (0: never); failures are logged. */
export function scheduleUploadSweeps(
  options: Omit<SweepOptions, 'now'> & { intervalMs: number; log: FastifyBaseLogger },
): SweepSchedule {
  const { intervalMs, log, ...sweep } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      const result = await sweepOrphanUploads(sweep);
      if (result.deleted.length > 0 || result.adopted > 0) {
        log.info(
          { deleted: result.deleted.length, freedBytes: result.freedBytes, adopted: result.adopted },
          'swept orphan uploads',
        );
      }
    },
    (error) => log.error({ err: loggableError(error) }, 'orphan upload sweep failed'),
  );
}
