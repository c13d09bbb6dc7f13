import * as v from 'valibot';
import { ApiErrorBodySchema } from './common';

/*
 * Progress of a long write (docs/api.md#progress). An endpoint declared with `reportsProgress`
 * answers, when asked with `Accept: application/x-ndjson`, one JSON object per line: its progress
 * while it works, then its answer (the JSON answer's body) once committed, or the error that undid
 * it. A refusal before any work (a bad filter, no permission) is the usual status and JSON body.
 */

/** The content type a caller asks for, and the answer has, when progress is reported. */
export const PROGRESS_CONTENT_TYPE = 'application/x-ndjson';

/** Whether a request's Accept header asks for progress lines (the server's edge and the mocks alike). */
export const asksForProgress = (accept: string | null | undefined): boolean =>
  (accept ?? '').split(',').some((type) => type.trim().startsWith(PROGRESS_CONTENT_TYPE));

/** Rows done of the rows the write names; `done` starts at 0 and, after a retried transaction, again. */
export const ProgressSchema = v.object({ done: v.number(), total: v.number() });
export type Progress = v.InferOutput<typeof ProgressSchema>;

/** One line of a progress answer. */
export const progressLineSchema = <TResult extends v.GenericSchema>(result: TResult) =>
  v.union([
    v.object({ progress: ProgressSchema }),
    v.object({ result }),
    /** The write failed after it began and changed nothing; `status` is what the JSON answer's would be. */
    v.object({ error: v.object({ ...ApiErrorBodySchema.entries, status: v.number() }) }),
  ]);
