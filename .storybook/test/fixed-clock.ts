import { vi } from 'vitest';

/**
 * The time every story runs at, so dates, relative times and the mocks' seeded data (relative to
 * now) read the same in every run and in the stored accessibility trees and screenshots. Only
 * `Date` is replaced: timers run, the date stands still (code that measures elapsed time with
 * `Date.now()` sees none). Imported first by setup.ts, before the mocks seed their data.
 */
export const STORY_TIME = new Date('2026-11-20T10:00:00Z');

vi.useFakeTimers({ toFake: ['Date'], now: STORY_TIME });
