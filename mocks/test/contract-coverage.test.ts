import { colonPath, contract, listEndpoints, type EndpointDefinition } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { apiEndpoints, handlers, mockEndpoint, MOCK_IMAGE_ORIGIN, type Endpoint } from '../src/index';

const mocks: [string, Endpoint][] = Object.entries(apiEndpoints);
const sameRoute = (definition: EndpointDefinition) => (endpoint: Endpoint) =>
  endpoint.method === definition.method.toLowerCase() && endpoint.path === colonPath(definition.path);

describe('the mocks cover the contract', () => {
  // Public routes serve files (uploaded images, which the mocks serve from the fixture image host
  // instead) or liveness: the app never needs them mocked.
  const served = listEndpoints().filter(({ definition }) => definition.access !== 'public');

  it.each(served)('$id has exactly one mock endpoint with its method and path', ({ definition }) => {
    const matching = mocks.filter(([, endpoint]) => sameRoute(definition)(endpoint));
    expect(matching).toHaveLength(1);
    // An unpaged variant (restaurants.all) shares its paged sibling's handler: one route, one handler.
    expect(matching[0]?.[1].serves).toContain(definition);
  });

  it('has no mock endpoint outside the contract', () => {
    const contractEntries = new Set(listEndpoints().map(({ definition }) => definition));
    for (const [key, endpoint] of mocks) {
      expect(endpoint.serves.length, key).toBeGreaterThan(0);
      for (const definition of endpoint.serves) {
        expect(contractEntries.has(definition), key).toBe(true);
        expect(sameRoute(definition)(endpoint), key).toBe(true);
      }
    }
  });

  it('serves besides the API only the fixture image host', () => {
    const extra = Object.keys(handlers).filter((key) => !(key in apiEndpoints));
    expect(extra).toEqual(['mockImage']);
    expect(String(handlers.mockImage.info.path)).toMatch(new RegExp(`^${MOCK_IMAGE_ORIGIN}`));
  });

  it('types resolvers by the entry: parsed input in, the success body out', () => {
    // Compile-time checks (tsc -p mocks): a wrong answer or a missing parameter does not type-check.
    const noAnswer = () => new Response(null, { status: 404 });
    const wrongAnswer = () =>
      mockEndpoint(
        contract.restaurants.get,
        // @ts-expect-error a restaurant detail answers a Restaurant, not a page
        () => ({ content: [] }),
        noAnswer,
      );
    const wrongParam = () =>
      mockEndpoint(
        contract.restaurants.get,
        // @ts-expect-error restaurants.get has `id`, not `menuId`
        ({ params }) => params.menuId,
        noAnswer,
      );
    expect([wrongAnswer, wrongParam]).toHaveLength(2);
  });
});
