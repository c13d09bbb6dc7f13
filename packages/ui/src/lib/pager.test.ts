import { describe, expect, it } from 'vitest';
import { pagerState } from './pager';

describe('pagerState', () => {
  it('disables Previous on the first page and Next on the last', () => {
    expect(pagerState(0, 3)).toEqual({ current: 1, total: 3, hasPrevious: false, hasNext: true });
    expect(pagerState(1, 3)).toEqual({ current: 2, total: 3, hasPrevious: true, hasNext: true });
    expect(pagerState(2, 3)).toEqual({ current: 3, total: 3, hasPrevious: true, hasNext: false });
  });

  it('treats an empty result as one page', () => {
    expect(pagerState(0, 0)).toEqual({ current: 1, total: 1, hasPrevious: false, hasNext: false });
  });

  it('clamps pages outside the range (e.g. after deleting the last row of the last page)', () => {
    expect(pagerState(5, 3)).toMatchObject({ current: 3, hasNext: false, hasPrevious: true });
    expect(pagerState(-2, 3)).toMatchObject({ current: 1, hasPrevious: false });
  });

  it('survives non-finite input', () => {
    expect(pagerState(Number.NaN, Number.POSITIVE_INFINITY)).toMatchObject({ current: 1, total: 1 });
  });
});
