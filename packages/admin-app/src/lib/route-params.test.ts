import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParams, parseRouteId } from './route-params';

const notFoundOf = (raw: string) => {
  try {
    parseRouteId(raw);
  } catch (error) {
    return isNotFound(error);
  }
  return false;
};

describe('route ids', () => {
  it('reads a positive integer', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('9007199254740991')).toBe(9007199254740991);
  });

  it.each(['0', '-1', '012', '1e3', '2.5', '12.0', ' 12', '12 ', 'abc', '', '9007199254740993'])(
    'answers not found for %j',
    (raw) => expect(notFoundOf(raw)).toBe(true),
  );

  it('parses and writes back every named param', () => {
    const params = idParams('menuId', 'dishId');
    expect(params.parse({ menuId: '3', dishId: '41' })).toEqual({ menuId: 3, dishId: 41 });
    expect(params.stringify({ menuId: 3, dishId: 41 })).toEqual({ menuId: '3', dishId: '41' });
  });
});
