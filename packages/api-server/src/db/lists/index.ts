/*
 * The lists (docs/api.md#lists): each is declared once in the contract
 * (packages/api-client/src/schemas/lists.ts: search, sort and filter fields, facets, CSV columns,
 * default order, cursor) and mapped to SQL by its module with `listSource` (field name -> column or
 * expression, where the rows come from, the scope). This is the one entry point; behind it:
 * - source.ts: the mapping and what the declaration means in SQL: conditions (scope, filters,
 *   search), order, facet counts, the export's query;
 * - page.ts: one page and its totals: prepared shapes for the first pages, cursors in the default
 *   order, keys first for deep pages, counts of keys only, capped (../count.ts);
 * - prepared.ts: queries built once per shape (docs/performance.md#prepared-pages);
 * - export.ts: the CSV export streamed from a database cursor.
 */
export { sendListExport } from './export';
export { DEFERRED_OFFSET, keysetAtColumn, listPage, mapPage, toPage } from './page';
export { boundWhere, MAX_NAMED_STATEMENTS, preparedPage, preparedShape, type ShapePart } from './prepared';
export {
  arrayLiteral,
  isAbsent,
  listFacets,
  listSource,
  listWhere,
  type FieldSql,
  type ListQueryValues,
  type ListSource,
} from './source';
