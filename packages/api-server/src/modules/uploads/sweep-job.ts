import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJob } from '../../jobs/job-queue';
import { sweepOrphanUploads, type SweepOptions } from './orphan-sweep';

/** Deletes uploads nothing has referenced for the grace period (orphan-sweep.ts). */
export function uploadSweepJob(
  options: Omit<SweepOptions, 'now'> & { schedule: string | undefined; log: FastifyBaseLogger },
): PeriodicJob {
  const { schedule, log, ...sweep } = options;
  return {
    name: 'upload-sweep',
    schedule,
    run: async () => {
      const result = await sweepOrphanUploads(sweep);
      if (result.deleted.length > 0 || result.adopted > 0) {
        log.info(
          { deleted: result.deleted.length, freedBytes: result.freedBytes, adopted: result.adopted },
          'swept orphan uploads',
        );
      }
    },
  };
}
