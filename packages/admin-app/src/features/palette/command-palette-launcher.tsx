import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import {
  focusPageSearch,
  isPaletteShortcut,
  isSearchShortcut,
  isShortcutModifier,
  OPEN_PALETTE_EVENT,
  openDialog,
  paletteListening,
} from './shortcuts';

// The palette (the kit's CommandPalette, cmdk, icons, its queries) is a chunk of its own, fetched
// when first wanted, so it adds nothing to the first load of /login or /admin.
const loadPalette = () => import('./palette-dialog');
const PaletteDialog = lazy(loadPalette);

/**
 * The command palette for the signed-in app (docs/requirements.md#req-palette): Ctrl+K or Cmd+K
 * opens and closes it anywhere, "/" outside a text field focuses the page's search box. Renders
 * nothing, and listens to nothing, while signed out.
 */
export function CommandPaletteLauncher() {
  const { isLoggedIn, profile } = useAuth();
  if (!isLoggedIn || profile === null) return null;
  return <SignedInPalette />;
}

function SignedInPalette() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its chunk and query cache warm.
  const [wanted, setWanted] = useState(false);
  // The key listener is installed once; it reads the open state from here.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const show = () => {
      setWanted(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // Ctrl or Cmd alone: K may follow, so fetch the palette's code now.
      if (isShortcutModifier(event)) {
        void loadPalette();
        return;
      }
      if (isPaletteShortcut(event)) {
        if (openRef.current) {
          event.preventDefault();
          setOpen(false);
        } else if (openDialog() === null) {
          // Not over another dialog: two modal dialogs would fight over focus.
          event.preventDefault();
          show();
        }
        return;
      }
      if (isSearchShortcut(event) && focusPageSearch()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_PALETTE_EVENT, show);
    // A press made while the app was still starting (shortcuts.ts, keepEarlyPaletteShortcut).
    const listening = paletteListening();
    if (listening.pressedEarly && openDialog() === null) show();
    return () => {
      listening.stop();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_PALETTE_EVENT, show);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
