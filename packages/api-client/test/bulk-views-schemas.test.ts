import { describe, expect, it } from 'vitest';
import {
  DishBulkActionSchema,
  errorBody,
  MAX_BULK_IDS,
  MAX_VIEW_QUERY_BYTES,
  parseInput,
  RestaurantBulkActionSchema,
  SavedViewInputSchema,
  SavedViewUpdateSchema,
  UserBulkActionSchema,
  validationErrorBody,
} from '../src/index';

// docs/api.md#bulk-actions and #saved-views: the messages the server and the mocks both answer.

describe('bulk action bodies', () => {
  it('take ids or a filter of the list, parsed as the list query parses it', () => {
    expect(parseInput(UserBulkActionSchema, { action: 'setRole', role: 'ADMIN', ids: [3, 1] })).toEqual({
      success: true,
      output: { action: 'setRole', role: 'ADMIN', ids: [3, 1] },
    });
    expect(
      parseInput(RestaurantBulkActionSchema, {
        action: 'activate',
        filter: { isActive: 'false', ownerId: [4] },
      }),
    ).toEqual({ success: true, output: { action: 'activate', filter: { isActive: [false], ownerId: [4] } } });
    expect(
      parseInput(DishBulkActionSchema, {
        action: 'setAvailability',
        available: true,
        filter: { search: 'soup' },
      }),
    ).toEqual({
      success: true,
      output: { action: 'setAvailability', available: true, filter: { search: 'soup' } },
    });
  });

  it('name the field of every mistake', () => {
    const errors = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
      const result = parseInput(schema, input);
      return result.success ? undefined : result.error;
    };
    const validation = (fieldErrors: Record<string, string[]>) => validationErrorBody(fieldErrors);
    expect(errors(RestaurantBulkActionSchema, { action: 'delete' })).toEqual(
      validation({ ids: ['Send either ids or a filter'] }),
    );
    expect(errors(RestaurantBulkActionSchema, { action: 'delete', ids: [1], filter: {} })).toEqual(
      validation({ ids: ['Send ids or a filter, not both'] }),
    );
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
    expect(errors(RestaurantBulkActionSchema, { action: 'delete', ids: tooMany })).toEqual(
      validation({ ids: ['At most 1000 ids at once; use a filter for more'] }),
    );
    expect(errors(RestaurantBulkActionSchema, { action: 'delete', ids: [2, 2] })).toEqual(
      validation({ ids: ['Ids must not repeat'] }),
    );
    expect(errors(RestaurantBulkActionSchema, { action: 'delete', ids: [2147483648] })).toEqual(
      validation({ ids: ['Ids must be positive integers'] }),
    );
    expect(errors(RestaurantBulkActionSchema, { action: 'delete', filter: { page: 1 } })).toEqual(
      validation({ 'filter.page': ["Filter must be an object with only the list's search and filters"] }),
    );
    expect(errors(UserBulkActionSchema, { action: 'setRole', ids: [1] })).toEqual(
      validation({ role: ['Role is required'] }),
    );
    expect(errors(UserBulkActionSchema, { action: 'promote', ids: [1] })).toEqual(
      validation({ action: ['Action must be one of: setRole, delete'] }),
    );
    expect(errors(DishBulkActionSchema, { action: 'setAvailability', available: 'yes', ids: [1] })).toEqual(
      validation({ available: ['Available must be true or false'] }),
    );
    expect(errors(DishBulkActionSchema, 'delete')).toEqual(
      errorBody(400, 'Request body is invalid: Action must be one of: setAvailability, delete'),
    );
  });
});

describe('saved view bodies', () => {
  const base = {
    list: 'orders',
    name: ' Late orders ',
    query: { status: ['PENDING'], size: 50, dense: true },
  };

  it('trim the name and default shared to false', () => {
    expect(parseInput(SavedViewInputSchema, base)).toEqual({
      success: true,
      output: { ...base, name: 'Late orders', shared: false },
    });
    expect(parseInput(SavedViewUpdateSchema, { name: 'x', query: {}, shared: true })).toEqual({
      success: true,
      output: { name: 'x', query: {}, shared: true },
    });
  });

  it('take a flat query of at most 4 KB as JSON', () => {
    const sized = (length: number) => ({ ...base, query: { search: 'x'.repeat(length) } });
    const room = MAX_VIEW_QUERY_BYTES - JSON.stringify({ search: '' }).length;
    expect(parseInput(SavedViewInputSchema, sized(room)).success).toBe(true);
    expect(parseInput(SavedViewInputSchema, sized(room + 1))).toEqual({
      success: false,
      error: validationErrorBody({
        query: ['Query is too large (at most 4096 bytes as JSON)'],
      }),
    });
    for (const query of [[], null, 'a=b', { nested: {} }, { numbers: [1] }]) {
      expect(parseInput(SavedViewInputSchema, { ...base, query }).success, JSON.stringify(query)).toBe(false);
    }
  });
});
