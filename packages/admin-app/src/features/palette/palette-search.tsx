import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Soup, Store, User, UtensilsCrossed } from 'lucide-react';
import { STAFF, type Role, type SearchResults } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { CommandPaletteGroup, CommandPaletteStatus } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import type { Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/palette';
import { useT } from '@/i18n/locale-provider';

/** How long typing must pause before the palette asks the server (shorter than the lists' 300 ms). */
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;

/** The server searches for staff only (GET /api/search is STAFF; customers and couriers get 403). */
export const canSearch = (role: Role | null) =>
  role !== null && STAFF.includes(role as (typeof STAFF)[number]);

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A message as a sentence: ends with a full stop unless it already ends with punctuation. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

export type PaletteSearch = {
  results: SearchResults | undefined;
  status: CommandPaletteStatus;
  errorMessage: string | undefined;
};

/**
 * The server's hits for what is typed, asked ~200 ms after the last keystroke (each ask spends the
 * account's search budget). While a newer text is pending or loading, the last hits stay shown with
 * the `loading` status instead of flashing empty. A failure is `error` with the server's message;
 * it is not retried (the next keystroke asks again).
 */
export function usePaletteSearch(query: string, role: Role | null): PaletteSearch {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const text = query.trim();
  const debounced = useDebounced(text, PALETTE_SEARCH_DEBOUNCE_MS);
  const enabled = canSearch(role) && debounced !== '';
  const search = useQuery({
    ...apiQuery(api, 'search.all', { query: { q: debounced } }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!canSearch(role) || text === '') return { results: undefined, status: 'idle', errorMessage: undefined };
  if (text !== debounced || search.isFetching) {
    return { results: search.data, status: 'loading', errorMessage: undefined };
  }
  if (search.isError) {
    return {
      results: undefined,
      status: 'error',
      errorMessage: t('palette.searchFailed', { message: sentence(texts.error(search.error)) }),
    };
  }
  return { results: search.data, status: search.data ? 'done' : 'loading', errorMessage: undefined };
}

/** Where a hit opens, as the router spells it. */
export type PaletteTarget =
  | { to: '/admin/users'; search: { search: string } }
  | { to: '/admin/restaurants/$id'; params: { id: string } }
  | { to: '/admin/menus/$menuId/dishes'; params: { menuId: string } }
  | { to: '/admin/menus/$menuId/dishes/$dishId/edit'; params: { menuId: string; dishId: string } };

const icon = (Icon: typeof Store) => <Icon size={16} />;

/**
 * The hits as palette groups, one per kind with a heading, each opening its record: a user opens
 * the users list searched by their email (the list is where users are edited), a restaurant its
 * page, a menu its dishes, a dish its edit page. Users come only to those who manage them (the
 * server answers none to others).
 */
export function searchResultGroups(
  results: SearchResults | undefined,
  open: (target: PaletteTarget) => void,
  t: Translate<keyof typeof messages>,
): CommandPaletteGroup[] {
  if (results === undefined) return [];
  return [
    {
      id: 'users',
      heading: t('palette.users'),
      items: results.users.map((hit) => ({
        id: `user:${hit.id}`,
        label: hit.label,
        description: hit.detail,
        icon: icon(User),
        onSelect: () => open({ to: '/admin/users', search: { search: hit.email || hit.label } }),
      })),
    },
    {
      id: 'restaurants',
      heading: t('palette.restaurants'),
      items: results.restaurants.map((hit) => ({
        id: `restaurant:${hit.id}`,
        label: hit.label,
        description: hit.detail,
        icon: icon(Store),
        onSelect: () => open({ to: '/admin/restaurants/$id', params: { id: String(hit.id) } }),
      })),
    },
    {
      id: 'menus',
      heading: t('palette.menus'),
      items: results.menus.map((hit) => ({
        id: `menu:${hit.id}`,
        label: hit.label,
        description: hit.detail,
        icon: icon(UtensilsCrossed),
        onSelect: () => open({ to: '/admin/menus/$menuId/dishes', params: { menuId: String(hit.id) } }),
      })),
    },
    {
      id: 'dishes',
      heading: t('palette.dishes'),
      items: results.dishes.map((hit) => ({
        id: `dish:${hit.id}`,
        label: hit.label,
        description: hit.detail,
        icon: icon(Soup),
        onSelect: () =>
          open({
            to: '/admin/menus/$menuId/dishes/$dishId/edit',
            params: { menuId: String(hit.menuId), dishId: String(hit.id) },
          }),
      })),
    },
  ];
}
