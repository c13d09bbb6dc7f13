import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INFINITE_SCROLL_THRESHOLD,
  INFINITE_SCROLL_THROTTLE_MS,
  isPastScrollThreshold,
  throttle,
} from './infinite-scroll';

describe('isPastScrollThreshold', () => {
  it('uses the required constants: 90% and 150 ms', () => {
    // docs/requirements.md#req-constants-scroll
    expect(INFINITE_SCROLL_THRESHOLD).toBe(0.9);
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(150);
  });

  it('is false above 90% of the content and true from 90% on', () => {
    // viewport bottom at 890 of 1000 = 89%
    expect(isPastScrollThreshold({ scrollTop: 390, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
    expect(isPastScrollThreshold({ scrollTop: 400, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(isPastScrollThreshold({ scrollTop: 500, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
  });

  it('counts content shorter than the viewport as past the threshold', () => {
    expect(isPastScrollThreshold({ scrollTop: 0, clientHeight: 800, scrollHeight: 600 })).toBe(true);
  });

  it('is false for an unmeasured (zero-height) container', () => {
    expect(isPastScrollThreshold({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(false);
  });

  it('takes a custom threshold', () => {
    expect(isPastScrollThreshold({ scrollTop: 0, clientHeight: 500, scrollHeight: 1000 }, 0.5)).toBe(true);
  });
});

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and collapses a burst into one trailing call with the last arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);

    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(100);
    throttled(4);
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('calls at most once per 150 ms under continuous scrolling', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    for (let elapsed = 0; elapsed < 1500; elapsed += 10) {
      throttled(elapsed);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(150);
    // 1500 ms / 150 ms = 10 windows, plus the final trailing call.
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs again at once after a quiet period', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
