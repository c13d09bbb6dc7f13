// The palette's keyboard shortcuts (docs/requirements.md#req-palette): plain DOM, no React and no
// kit, so the listener that is always installed for a signed-in user stays tiny.

/**
 * The current page's search box: every list page (and the dashboard's feed) searches with the kit's
 * SearchInput, a `role="search"` landmark holding an `<input type="search">`, inside <main>. The
 * first one that can take focus is the page's.
 */
export const PAGE_SEARCH_SELECTOR = 'main [role="search"] input[type="search"]';

/** Lets any control open the palette (a header button, say) without importing it. */
export const OPEN_PALETTE_EVENT = 'food-admin:open-command-palette';

export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
}

/** Ctrl+K, or Cmd+K on a Mac; not with Shift or Alt (other apps' shortcuts), not auto-repeated. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.repeat &&
    event.key.toLowerCase() === 'k'
  );
}

/** How long a palette shortcut pressed before the palette could hear it is still honoured. */
const EARLY_PRESS_TTL_MS = 10_000;
const early = { listening: false, pressedAt: undefined as number | undefined };

/**
 * Installed by the app's start, before anything renders: a Ctrl+K that a signed-in user presses
 * before the palette listens (the routed app's code still loading, or the moment between signing
 * in and its first render) is kept, and the palette opens once it listens, instead of the press
 * being lost. `isSignedIn` reads the stored profile: on the sign-in form nothing is kept.
 */
export function keepEarlyPaletteShortcut(isSignedIn: () => boolean, target: Document = document): void {
  target.addEventListener('keydown', (event) => {
    if (early.listening || event.defaultPrevented || !isPaletteShortcut(event) || !isSignedIn()) return;
    // The browser's own Ctrl+K (its address bar's search) would take the focus away.
    event.preventDefault();
    early.pressedAt = performance.now();
  });
}

/**
 * The palette listens from now on, until `stop`: `pressedEarly` says whether a shortcut was kept
 * for it (in the last ten seconds), and hands it over once.
 */
export function paletteListening(): { pressedEarly: boolean; stop: () => void } {
  early.listening = true;
  const pressedAt = early.pressedAt;
  early.pressedAt = undefined;
  return {
    pressedEarly: pressedAt !== undefined && performance.now() - pressedAt < EARLY_PRESS_TTL_MS,
    stop: () => {
      early.listening = false;
    },
  };
}

/** Ctrl or Cmd pressed alone: a palette shortcut may follow, so its code can start loading. */
export function isShortcutModifier(event: KeyboardEvent): boolean {
  return event.key === 'Control' || event.key === 'Meta';
}

/** Input types where "/" is not typed text. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether keys typed at `target` become text (a text field, a select, an editable region). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target.isContentEditable) return true;
  return ['textbox', 'searchbox', 'combobox'].includes(target.getAttribute('role') ?? '');
}

/** An open dialog (the kit's Modal, ConfirmDialog, a sheet): shortcuts leave it alone. */
export function openDialog(except?: Element | null): Element | null {
  const dialogs = document.querySelectorAll(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  return [...dialogs].find((dialog) => dialog !== except) ?? null;
}

/** "/" alone, typed outside any text field and outside dialogs. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  return !isTextEntry(event.target) && openDialog() === null;
}

/** Focuses (and selects) the page's search box; false when the page has none. */
export function focusPageSearch(root: ParentNode = document): boolean {
  const field = [...root.querySelectorAll<HTMLInputElement>(PAGE_SEARCH_SELECTOR)].find(
    (input) => !input.disabled && input.closest('[hidden], [inert], [aria-hidden="true"]') === null,
  );
  if (field === undefined) return false;
  field.focus();
  field.select();
  return true;
}
