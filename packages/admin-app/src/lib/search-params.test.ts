import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActivityFeedFiltersSchema } from '@food-admin/api-client';
import {
  blankToUndefined,
  formReturnSchema,
  lenientSearch,
  pagedSearchSchema,
  searchOnlySchema,
} from './search-params';

describe('search params', () => {
  it('keeps valid values', () => {
    expect(v.parse(pagedSearchSchema, { search: 'ada', page: 2 })).toEqual({ search: 'ada', page: 2 });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(v.parse(pagedSearchSchema, { search: 42, page: -1 })).toEqual({
      search: undefined,
      page: undefined,
    });
    expect(v.parse(pagedSearchSchema, { page: 1.5 })).toEqual({ search: undefined, page: undefined });
    expect(v.parse(formReturnSchema, { restaurantId: 'abc' })).toEqual({ restaurantId: undefined });
  });

  it('leaves blank searches out of the URL', () => {
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined('x')).toBe('x');
    expect(v.parse(searchOnlySchema, { search: '  ' })).toEqual({ search: undefined });
  });

  it("reads a shared filter schema leniently: absent, blank or malformed is 'all'", () => {
    const schema = lenientSearch(ActivityFeedFiltersSchema);
    expect(v.parse(schema, { category: 'ORDER', level: 'WARN', search: 'deleted' })).toEqual({
      category: 'ORDER',
      level: 'WARN',
      search: 'deleted',
    });
    const parsed = v.parse(schema, { category: 'FOOD', level: 3, search: ' ' });
    expect(parsed.category).toBeUndefined();
    expect(parsed.level).toBeUndefined();
    expect(parsed.search).toBeUndefined();
    expect(v.parse(schema, {})).toEqual({});
  });
});
