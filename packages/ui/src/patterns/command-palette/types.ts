import type { ReactNode } from 'react';

/** One option of the palette: a page to go to, an action, or a record found for the query. */
export interface CommandPaletteItem {
  /** Unique within the palette, e.g. `page:/admin/users` or `restaurant:12`. */
  id: string;
  label: string;
  /** A second, muted line (an address, an email), read after the label as part of the option's name. */
  description?: string | null;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** More words the palette's own filter matches for a command (not shown), e.g. `['home']`. */
  keywords?: readonly string[];
  /** Runs after the palette has closed. */
  onSelect: () => void;
}

/** Options under one heading ("Pages", "Restaurants"). */
export interface CommandPaletteGroup {
  id: string;
  heading: string;
  items: readonly CommandPaletteItem[];
}

/**
 * Where the search for the query stands: `idle` (nothing to search yet), `loading`, `done`, or
 * `error` (the message is shown, the commands stay).
 */
export type CommandPaletteStatus = 'idle' | 'loading' | 'done' | 'error';
