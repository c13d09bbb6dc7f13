import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent, HistoryKind } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';
import { createChangeStore, type ChangeListener, type ChangeStore } from './change-store';
import { createInvalidator } from './invalidation';

/** Without <LiveUpdates> (a story, a test) nothing is ever heard. */
const LiveChanges = createContext<ChangeStore>(createChangeStore());
/** Whether the stream is down and retrying (the operations board says so on its own too). */
const LiveDown = createContext(false);

/** Provides a store of its own (stories publish changes into it). */
export function LiveChangesProvider({ store, children }: { store: ChangeStore; children: ReactNode }) {
  return <LiveChanges.Provider value={store}>{children}</LiveChanges.Provider>;
}

/**
 * Follows the server's live updates while the user is signed in (docs/requirements.md#req-live-updates):
 * each change refetches the lists, records and counts on screen that it touches, and is kept
 * for the forms that show its record; a change to the user's own account refreshes their profile.
 * A reset (missed changes) refetches everything. While the stream is down (the server or the
 * network unreachable) a notice says so; the stream reconnects by itself, catches up, and the
 * notice goes.
 */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [store] = useState(createChangeStore);
  const [down, setDown] = useState(false);
  const t = useT(messages);
  // The signed-in account, read when a change arrives (the stream is not reopened for it).
  const { profile, refreshProfile } = useAuth();
  const me = useRef({ id: profile?.id, refreshProfile });
  me.current = { id: profile?.id, refreshProfile };

  useEffect(() => {
    const controller = new AbortController();
    const invalidator = createInvalidator(queryClient);
    void api.events.stream({
      signal: controller.signal,
      onChange: (event) => {
        invalidator.add(event);
        store.publish(event);
        // An admin changed this very account (its role, its name): the menus and pages it may
        // open follow now, and the stored profile with them (docs/requirements.md#req-roles-client).
        // The user's own edit of their profile is already shown (its answer).
        const { id, refreshProfile } = me.current;
        if (
          event.kind === 'user' &&
          event.recordId === id &&
          event.actor?.id !== id &&
          event.action === 'update'
        )
          void refreshProfile();
      },
      // Listeners first: the refetches that follow must know changes were missed.
      onReset: () => {
        store.missed();
        invalidator.all();
      },
      onStatus: (connected) => setDown(!connected),
    });
    return () => {
      controller.abort();
      invalidator.dispose();
    };
  }, [api, queryClient, store]);

  return (
    <LiveChangesProvider store={store}>
      <LiveDown.Provider value={down}>{children}</LiveDown.Provider>
      {/* Always in the document, so screen readers announce the text when it appears. */}
      <p className="live-offline" role="status" hidden={!down}>
        {down ? t('layout.liveOffline') : null}
      </p>
    </LiveChangesProvider>
  );
}

/** The latest live change heard for one record, if any since the page opened. */
export function useRecordChange(kind: HistoryKind, id: number | undefined): ChangeEvent | undefined {
  const store = useContext(LiveChanges);
  return useSyncExternalStore(store.subscribe, () => (id === undefined ? undefined : store.latest(kind, id)));
}

/** Calls `listener` with each change heard, and with `undefined` when changes were missed. */
export function useChangeListener(listener: ChangeListener): void {
  const store = useContext(LiveChanges);
  useEffect(() => store.subscribe(listener), [store, listener]);
}

/** Whether live updates are down and reconnecting. */
export const useLiveDown = (): boolean => useContext(LiveDown);
