import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { menuListQueries, restaurantListQueries } from '@food-admin/api-client';
import { listPageQuery, listSearchSchema } from './list-search';

describe("a list's view in the URL", () => {
  it("leaves out the caller's own rows (owner=me): the role's scope, not a view", () => {
    for (const queries of [restaurantListQueries, menuListQueries]) {
      const search = v.parse(listSearchSchema(queries), { search: 'pizza', isActive: [true], owner: 'me' });
      expect(search).toEqual({ search: 'pizza', isActive: [true] });
      // So no URL asks for it: the screens add it for an owner (catalogueScope).
      expect(listPageQuery(search, queries)).not.toHaveProperty('owner');
    }
  });

  it('keeps the filters of a view, an owner id among them', () => {
    const search = v.parse(listSearchSchema(restaurantListQueries), { ownerId: ['2'], isActive: ['false'] });
    expect(search).toEqual({ ownerId: [2], isActive: [false] });
  });
});
