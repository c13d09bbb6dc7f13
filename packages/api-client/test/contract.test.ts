import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  colonPath,
  contract,
  endpointById,
  errorStatuses,
  ETAG_PATTERN,
  etagOf,
  fillPath,
  IF_MATCH_PATTERN,
  listEndpoints,
  ROLES,
  versionFromIfMatch,
  type EndpointDefinition,
} from '../src/index';

const endpoints = listEndpoints();

function paramNames(definition: EndpointDefinition): string[] {
  return Object.keys(definition.params?.entries ?? {}).sort();
}

describe('the contract table', () => {
  it('declares every path parameter it uses, and no other', () => {
    for (const { id, definition } of endpoints) {
      const inPath = [...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(paramNames(definition), id).toEqual(inPath);
    }
  });

  it('gives every endpoint an access rule made of known roles', () => {
    for (const { id, definition } of endpoints) {
      const access = definition.access;
      if (typeof access === 'string') expect(['public', 'token'], id).toContain(access);
      else {
        expect(access.length, id).toBeGreaterThan(0);
        for (const role of access) expect(ROLES, id).toContain(role);
      }
    }
  });

  it('has one endpoint per method and path, except an unpaged variant beside its paged sibling', () => {
    const byRoute = new Map<string, EndpointDefinition[]>();
    for (const { definition } of endpoints) {
      const route = `${definition.method} ${definition.path}`;
      byRoute.set(route, [...(byRoute.get(route) ?? []), definition]);
    }
    for (const [route, shared] of byRoute) {
      if (shared.length === 1) {
        expect(shared[0]?.unpagedVariant, route).toBeFalsy();
        continue;
      }
      expect(shared, route).toHaveLength(2);
      const [unpaged, paged] = [shared.find((d) => d.unpagedVariant), shared.find((d) => !d.unpagedVariant)];
      expect(unpaged?.query, route).toBeUndefined();
      expect((paged?.query as { entries?: object } | undefined)?.entries, route).toHaveProperty('page');
    }
  });

  it('answers 204 exactly when there is no response body to parse', () => {
    for (const { id, definition } of endpoints) {
      const hasBody =
        definition.response.schema !== undefined || definition.response.contentType !== undefined;
      expect(definition.response.status === 204, id).toBe(!hasBody);
    }
  });

  it('derives the statuses of every endpoint from its kind', () => {
    expect(errorStatuses(contract.restaurants.update)).toEqual([
      400, 401, 403, 404, 412, 413, 414, 415, 429, 503,
    ]);
    // Only versioned writes can answer 412 (a stale If-Match).
    expect(errorStatuses(contract.admin.addOrderNote)).not.toContain(412);
    // Only a path with a parameter can be made too long (414).
    expect(errorStatuses(contract.restaurants.get)).toEqual([400, 401, 403, 404, 414, 429, 503]);
    expect(errorStatuses(contract.admin.dashboardStats)).toEqual([401, 403, 429, 503]);
    expect(errorStatuses(contract.health.check)).toEqual([429, 503]);
    expect(errorStatuses(contract.uploads.image)).toContain(415);
  });

  it('finds an endpoint by id and turns paths into route patterns and URLs', () => {
    expect(endpointById('menus.create')).toBe(contract.menus.create);
    expect(colonPath(contract.menus.create.path)).toBe('/api/restaurants/:restaurantId/menus');
    expect(fillPath('/api/dishes/{id}', { id: 'a/b' })).toBe('/api/dishes/a%2Fb');
  });
});

describe('path ids', () => {
  const schema = contract.restaurants.get.params;

  it('accept decimal strings and numbers within the database range', () => {
    expect(v.parse(schema, { id: '42' })).toEqual({ id: 42 });
    expect(v.parse(schema, { id: 7 })).toEqual({ id: 7 });
    expect(v.parse(schema, { id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it('refuse anything else with the parameter named', () => {
    for (const id of ['0', '-1', '1.5', '0x10', '1e3', '', ' 1', '2147483648', 'abc', 0, 2.5]) {
      const result = v.safeParse(schema, { id });
      expect(result.success, String(id)).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Invalid id');
    }
  });
});

describe('versions as ETags', () => {
  it('writes a version as a strong ETag and reads back only such tags', () => {
    expect(etagOf(3)).toBe('"3"');
    expect(etagOf(2_147_483_647)).toMatch(ETAG_PATTERN);
    expect(versionFromIfMatch('"3"')).toBe(3);
    expect(versionFromIfMatch(' "12" ')).toBe(12);
    expect(versionFromIfMatch('*')).toBeUndefined();
    for (const bad of ['W/"3"', '3', '"0"', '"-1"', '"1.5"', '"abc"', '"12345678901"', ''])
      expect(versionFromIfMatch(bad), bad).toBeNull();
  });

  it('states the If-Match rule as a flagless pattern that reads exactly the headers the server takes', () => {
    expect(IF_MATCH_PATTERN.flags).toBe('');
    const documented = new RegExp(IF_MATCH_PATTERN.source, 'u');
    for (const header of ['"3"', '"2147483647"', '*', 'W/"3"', '3', '"0"', '"1", "2"', '"12345678901"', '']) {
      expect(documented.test(header), header).toBe(versionFromIfMatch(header) !== null);
    }
  });
});
