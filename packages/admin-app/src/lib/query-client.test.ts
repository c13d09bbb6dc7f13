import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverQueryNewsAtFrames } from './query-client';

describe('deliverQueryNewsAtFrames', () => {
  let frames: FrameRequestCallback[];
  /** Runs the frames asked for so far, each begun `ago` ms before now. */
  const runFrames = (ago = 0) => frames.splice(0).forEach((frame) => frame(performance.now() - ago));
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    deliverQueryNewsAtFrames();
  });
  afterEach(() => {
    notifyManager.setScheduler(defaultScheduler);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("delivers a query's news at the next frame, once", () => {
    const screen = vi.fn();
    notifyManager.batchCalls(screen)('new data');
    vi.advanceTimersByTime(50);
    expect(screen).not.toHaveBeenCalled();
    runFrames();
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
    runFrames();
    expect(screen).toHaveBeenCalledOnce();
  });

  it('waits for the next frame when asked for past half of one, and no longer', () => {
    const screen = vi.fn();
    notifyManager.batchCalls(screen)('new data');
    runFrames(9);
    expect(screen).not.toHaveBeenCalled();
    // The next frame delivers them, however late it runs.
    runFrames(9);
    expect(screen).toHaveBeenCalledExactlyOnceWith('new data');
  });
});
