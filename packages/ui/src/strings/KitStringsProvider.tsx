import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultKitStrings, type KitStrings } from './defaults';

const KitStringsContext = createContext<KitStrings>(defaultKitStrings);

export interface KitStringsProviderProps {
  /**
   * The texts to replace; the others stay as the enclosing provider has them (English at the top).
   * Keep the object stable (a module constant, or memoised) so the kit does not re-render for it.
   */
  strings: Partial<KitStrings>;
  children: ReactNode;
}

/**
 * Replaces the kit's built-in texts below it, e.g. with a translation. Optional: without one, the
 * kit speaks English. Providers nest: an inner one overrides only the texts it gives.
 */
export function KitStringsProvider({ strings, children }: KitStringsProviderProps) {
  const parent = useContext(KitStringsContext);
  const merged = useMemo(() => {
    const next: Record<string, unknown> = { ...parent };
    // A key given as undefined keeps the enclosing text rather than erasing it.
    for (const [key, value] of Object.entries(strings)) if (value !== undefined) next[key] = value;
    return next as unknown as KitStrings;
  }, [parent, strings]);
  return <KitStringsContext.Provider value={merged}>{children}</KitStringsContext.Provider>;
}

/** The kit's texts here: English, with what the enclosing `KitStringsProvider`s replace. */
export function useKitStrings(): KitStrings {
  return useContext(KitStringsContext);
}
