import fc from 'fast-check';
import type { OpeningInterval } from '../src';

/*
 * Random weeks of opening hours for property tests (here and in the server's
 * test/availability-list.test.ts), valid by construction: a draw of overlapping hours would only be
 * refused. Each day maybe a lunch within 06:00-17:00 and maybe an evening from 18:00 that may close
 * after midnight, before 06:00, on quarter hours.
 */

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const quarter = (from: number, to: number) => fc.integer({ min: from / 15, max: to / 15 }).map((n) => n * 15);
const lunch = fc
  .tuple(quarter(360, 660), quarter(60, 360))
  .map(([opens, length]) => ({ opens: clock(opens), closes: clock(opens + length) }));
const evening = fc
  .tuple(quarter(1080, 1425), quarter(60, 600))
  .map(([opens, length]) => ({ opens: clock(opens), closes: clock(Math.min(opens + length, 1800)) }));

export const arbitraryWeek: fc.Arbitrary<OpeningInterval[][]> = fc.array(
  fc
    .tuple(fc.option(lunch, { nil: undefined }), fc.option(evening, { nil: undefined }))
    .map((day) => day.filter((interval) => interval !== undefined)),
  { minLength: 7, maxLength: 7 },
);
