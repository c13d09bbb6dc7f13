// Route ids, parsed once by the router (TanStack Router's `params.parse`): loaders, screens and
// links see numbers. An id that is not a positive integer in its canonical form (`12`, not `012`,
// `1e1` or `12.0`) is not a record's address: the route answers with its own "address not valid"
// page (its `notFoundComponent`) instead of asking the API (docs/requirements.md#req-states-forms).
import { notFound } from '@tanstack/react-router';

const CANONICAL_ID = /^[1-9][0-9]*$/;

/** One path segment as a record id, or the route's not-found page. */
export function parseRouteId(raw: string): number {
  const id = Number(raw);
  if (!CANONICAL_ID.test(raw) || !Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** `params` of a route whose path segments `names` are record ids: `params: idParams('menuId')`. */
export function idParams<const TName extends string>(...names: TName[]) {
  return {
    parse: (raw: Record<TName, string>) =>
      Object.fromEntries(names.map((name) => [name, parseRouteId(raw[name])])) as Record<TName, number>,
    stringify: (params: Record<TName, number>) =>
      Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<TName, string>,
  };
}
