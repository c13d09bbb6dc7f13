import { PassThrough } from 'node:stream';
import { asksForProgress, PROGRESS_CONTENT_TYPE } from '@food-admin/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReportProgress } from '../../db/bulk';
import { errorAnswerOf } from '../errors';

/**
 * Runs a long write and answers as its caller asked (docs/api.md#progress). Without
 * `Accept: application/x-ndjson`, `work` gets no reporter and its result is the JSON answer, as
 * before. With it, the answer starts at the first report (200, one JSON line per report), so a
 * refusal raised before any work (a bad filter, a missing menu) still answers its own status; the
 * last line is `{"result": ...}` once `work` has returned (its transaction committed), or
 * `{"error": ...}` with the status and body the JSON answer would have had.
 */
export async function answerWithProgress<TResult>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (report: ReportProgress | undefined) => Promise<TResult>,
): Promise<TResult | FastifyReply> {
  if (!asksForProgress(request.headers.accept)) return work(undefined);
  let lines: PassThrough | undefined;
  const report: ReportProgress = (progress) => {
    if (lines === undefined) {
      lines = new PassThrough();
      // Proxies must pass each line on as it comes (nginx buffers unless told).
      void reply
        .status(200)
        .type(PROGRESS_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(lines);
    }
    lines.write(`${JSON.stringify({ progress })}\n`);
  };
  let last: object;
  try {
    const result = await work(report);
    if (lines === undefined) return result;
    last = { result };
  } catch (error) {
    if (lines === undefined) throw error;
    const { status, body } = errorAnswerOf(error as Error, request);
    last = { error: { ...body, status } };
  }
  lines.end(`${JSON.stringify(last)}\n`);
  return reply;
}
