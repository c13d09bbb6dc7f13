import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useKitStrings } from '../../strings';
import { NavList } from './NavList';
import type { NavSection, RenderNavLink } from './nav-types';

export interface NavSheetProps {
  /** The same sections as the Sidebar. */
  sections: readonly NavSection[];
  /** The current item's `to` (see currentNavItem). */
  currentTo?: string;
  /** Renders each link with the app's router; following one closes the sheet. */
  renderLink: RenderNavLink;
  /** The landmark's name (default: the strings' `mainNavigation`, 'Main'). */
  label?: string;
}

/**
 * Phones: a menu button (shown below the sidebar's breakpoint) that opens the navigation as a
 * sheet from the start edge. Focus is trapped inside and returns to the button; following a link
 * closes it.
 */
export function NavSheet({ sections, currentTo, renderLink, label }: NavSheetProps) {
  const strings = useKitStrings();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="fa-button fa-button--ghost fa-button--sm fa-icon-button fa-nav-sheet__trigger"
          aria-label={strings.openNavigation}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fa-modal__overlay" />
        <Dialog.Content className="fa-nav-sheet" aria-describedby={undefined}>
          <div className="fa-nav-sheet__header">
            <Dialog.Title className="fa-nav-sheet__title">{strings.navigation}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="fa-modal__close" aria-label={strings.closeNavigation}>
                <X size={18} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label={label ?? strings.mainNavigation}>
            <NavList
              sections={sections}
              currentTo={currentTo}
              renderLink={renderLink}
              onNavigate={() => setOpen(false)}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
