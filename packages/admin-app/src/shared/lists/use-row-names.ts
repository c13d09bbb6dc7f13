import { useEffect, useRef } from 'react';

/**
 * The names of every row the table has shown, for the bulk bar's refusals: a refused row may have
 * left the page since (another page, or deleted meanwhile: 'Not found') and is still named.
 */
export function useRowNames(rows: readonly { id: number; name: string }[], fallback: (id: string) => string) {
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    for (const row of rows) names.current.set(String(row.id), row.name);
  }, [rows]);
  return (id: string) =>
    names.current.get(id) ?? rows.find((row) => String(row.id) === id)?.name ?? fallback(id);
}
