/**
 * The query string as the server's route code receives it: a repeated key becomes an array (which the
 * schemas then reject) and a key without `=` an empty string, as Fastify's querystring parser does.
 */
export function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}
