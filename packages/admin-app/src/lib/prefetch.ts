/**
 * Route loaders start the screen's reads (`queryClient.ensureQueryData(...)`) as soon as the route
 * matches, or on hover with `defaultPreload: 'intent'`, in parallel with the screen's code, so no
 * screen waits for its chunk before fetching nor for one query before the next. They do not hold
 * the navigation: the screen shows its skeletons and, on failure, its own error banner (its
 * useQuery reads the same cache entry), exactly as without the loader.
 */
export function prefetch(...loads: Promise<unknown>[]): void {
  for (const load of loads) void load.catch(() => undefined);
}
