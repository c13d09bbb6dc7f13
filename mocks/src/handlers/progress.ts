import { PROGRESS_CONTENT_TYPE } from '@food-admin/api-client';
import { HttpResponse } from 'msw';

/*
 * A long write's progress as the server reports it when asked (docs/api.md#progress): one JSON
 * object per line. The mocks do the work at once; they only tell it in steps, slowly enough that a
 * story shows the bulk bar's progress with a handful of rows.
 */

/**
 * Rows per progress line (the server's: 500, as fast as it goes). A large action takes more rows a
 * line, so that no answer takes longer than MAX_LINES pauses.
 */
const ROWS_PER_LINE = 2;
const MAX_LINES = 10;
let pauseMs = 150;

/**
 * The pause after each progress line: 150 ms by default (the browser: Storybook, the demo), none
 * for the Node tests' server (createMockServer), which wait for the answer, not for a person.
 */
export function setMockProgressPause(ms: number): void {
  pauseMs = ms;
}

/**
 * The NDJSON answer of a bulk action that answered `result`: progress from 0 to the rows it named,
 * ROWS_PER_LINE (or more) at a time, then `{"result": ...}`. The rows named are the ids sent, or for a filter
 * those it changed or refused (rows already as asked count as neither: close enough for a mock).
 */
export function progressResponse(
  result: { changed: number; refused: readonly unknown[] },
  total = result.changed + result.refused.length,
): Response {
  const step = Math.max(ROWS_PER_LINE, Math.ceil(total / MAX_LINES));
  const encoder = new TextEncoder();
  const pause = () => (pauseMs > 0 ? new Promise((resolve) => setTimeout(resolve, pauseMs)) : undefined);
  const lines = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      for (let done = 0; ; done = Math.min(done + step, total)) {
        send({ progress: { done, total } });
        await pause();
        if (done === total) break;
      }
      send({ result });
      controller.close();
    },
  });
  return new HttpResponse(lines, { headers: { 'Content-Type': PROGRESS_CONTENT_TYPE } });
}
