import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverQueryNewsAtFrames } from './query-client';

describe('deliverQueryNewsAtFrames', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    deliverQueryNewsAtFrames();
  });
  afterEach(() => {
    // TanStack Query's own: a task of its own.
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("delivers a query's news at the next frame, once", () => {
    const screen = vi.fn();
    notifyManager.batchCalls(screen)('new data');
    vi.advanceTimersByTime(50);
    expect(screen).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(screen).toHaveBeenCalledExactlyOnceWith('new data');
    vi.advanceTimersByTime(100);
    expect(screen).toHaveBeenCalledOnce();
  });

  it('delivers it after 100 ms where no frame comes (a hidden tab)', () => {
    const screen = vi.fn();
    notifyManager.batchCalls(screen)('new data');
    vi.advanceTimersByTime(99);
    expect(screen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(screen).toHaveBeenCalledExactlyOnceWith('new data');
    frames.forEach((frame) => frame(0));
    expect(screen).toHaveBeenCalledOnce();
  });
});
