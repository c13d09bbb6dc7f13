import { listEndpoints } from '@food-admin/api-client';

/** Each API path pattern of the contract (`/api/menus/{id}` as a regular expression) with its methods. */
const PATTERNS: { pattern: RegExp; methods: Set<string> }[] = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const { definition } of listEndpoints()) {
    const methods = byPath.get(definition.path) ?? new Set<string>();
    methods.add(definition.method);
    if (definition.method === 'GET') methods.add('HEAD');
    byPath.set(definition.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    methods,
  }));
})();

/**
 * The methods the API serves on a concrete path, or none when no endpoint has that path. A request
 * with another method answers 405 with these in `Allow`, rather than 404 as if the path did not exist.
 */
export function allowedMethods(path: string): string[] {
  const found = PATTERNS.find(({ pattern }) => pattern.test(path));
  return found ? [...found.methods].sort() : [];
}
