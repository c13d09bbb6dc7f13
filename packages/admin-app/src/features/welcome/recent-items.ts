import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth/auth-context';

/** A record the user opened, for "Recently opened" on the Welcome page. */
export type RecentItem = {
  kind: 'Restaurant' | 'Menu';
  id: number;
  name: string;
  /** The app path it opens at. */
  to: string;
};

/** Stored with the account that opened it: one browser may serve several accounts. */
type StoredItem = RecentItem & { userId: number };

const STORAGE_KEY = 'recent-items';
const MAX_ITEMS = 5;
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: StoredItem[] } = { raw: null, items: [] };

function read(): StoredItem[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return cache.items;
  }
  if (raw === cache.raw) return cache.items;
  let items: StoredItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isStoredItem).slice(0, MAX_ITEMS * 4);
  } catch {
    // A damaged entry starts the list again.
  }
  cache = { raw, items };
  return items;
}

function isStoredItem(value: unknown): value is StoredItem {
  const item = value as StoredItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.userId) &&
    (item.kind === 'Restaurant' || item.kind === 'Menu') &&
    Number.isInteger(item.id) &&
    typeof item.name === 'string' &&
    typeof item.to === 'string' &&
    item.to.startsWith('/admin/')
  );
}

const sameRecord = (a: StoredItem, b: StoredItem) =>
  a.userId === b.userId && a.kind === b.kind && a.id === b.id;

/** Puts `item` first (once) for its account, keeping its last five; kept per browser. */
export function rememberRecent(item: StoredItem): void {
  const others = read().filter((other) => !sameRecord(other, item));
  const own = others.filter((other) => other.userId === item.userId).slice(0, MAX_ITEMS - 1);
  const rest = others.filter((other) => other.userId !== item.userId);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([item, ...own, ...rest].slice(0, MAX_ITEMS * 4)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Remembers the record once its name is known (a page calls it with its loaded entity). */
export function useRememberRecent(item: RecentItem | undefined): void {
  const userId = useAuth().profile?.id;
  const key = item && userId !== undefined ? `${userId}:${item.kind}:${item.id}:${item.name}` : '';
  useEffect(() => {
    if (item && userId !== undefined) rememberRecent({ ...item, userId });
    // The key holds everything that matters; item itself is a fresh object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** The signed-in account's recently opened records, newest first. */
export function useRecentItems(): RecentItem[] {
  const userId = useAuth().profile?.id;
  const all = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  return all.filter((item) => item.userId === userId).slice(0, MAX_ITEMS);
}
