// @ts-check
import { describe, expect, it } from 'vitest';
import { droppedWaits, renderingSteps } from './board-bench.mjs';

/** A complete trace event on the main thread: `at` and `ms` in milliseconds. */
const task = (/** @type {string} */ name, /** @type {number} */ at, /** @type {number} */ ms, args = {}) => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  args,
});

describe('droppedWaits', () => {
  it('sorts the tasks a dropped frame overlapped by what each did first, each task once', () => {
    const events = [
      task('RunTask', 0, 12),
      task('FunctionCall', 0.1, 11, { data: { functionName: 'S' } }),
      task('RunTask', 14, 6),
      task('Paint', 14.2, 5),
      task('RunTask', 30, 3),
      task('TimerFire', 30.1, 2.5),
      task('RunTask', 34, 4),
      task('FireAnimationFrame', 34.1, 3.5),
      // Outside every dropped frame: not counted.
      task('RunTask', 60, 20),
      task('MinorGC', 60.1, 19),
    ];
    const dropped = [
      { from: 5_000, to: 20_000 },
      // Overlaps the rendering task again: still counted once.
      { from: 16_000, to: 35_000 },
    ];
    expect(droppedWaits(dropped, events)).toEqual({
      frames: 2,
      tasks: 4,
      longestMs: 12,
      byKindMs: { 'React scheduler': 12, rendering: 6, 'frame callbacks': 4, timers: 3 },
    });
  });

  it('says so when no frame dropped', () => {
    expect(droppedWaits([], [task('RunTask', 0, 40)])).toEqual({
      frames: 0,
      tasks: 0,
      longestMs: 0,
      byKindMs: {},
    });
  });
});

describe('renderingSteps', () => {
  it('sums each step and counts the layouts that began at the document', () => {
    const layout = (
      /** @type {number} */ at,
      /** @type {number} */ ms,
      /** @type {boolean} */ partialLayout,
    ) => task('Layout', at, ms, { beginData: { partialLayout } });
    const events = [
      task('UpdateLayoutTree', 0, 1.5),
      layout(2, 3, false),
      layout(20, 1, true),
      layout(40, 0.4, true),
      task('Paint', 5, 2),
      // A layer painted within the document's paint: counted once, in it.
      task('Paint', 5.5, 1),
      task('Paint', 22, 1),
      task('FunctionCall', 50, 9),
    ];
    expect(renderingSteps(events)).toEqual({
      ms: { style: 2, layout: 4, prepaint: 0, paint: 3, layerize: 0, commit: 0 },
      layouts: 3,
      fromDocument: 1,
    });
  });
});
