import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavList } from './NavList';
import type { NavSection, RenderNavLink } from './nav-types';

export interface NavSheetProps {
  sections: readonly NavSection[];
  currentTo?: string;
  renderLink: RenderNavLink;
  /** The sheet's title and the landmark's name. */
  label?: string;
}

/**
 * Phones: a menu button (shown below the sidebar's breakpoint) that opens the navigation as a
 * sheet from the start edge. Focus is trapped inside and returns to the button; following a link
 * closes it.
 */
export function NavSheet({ sections, currentTo, renderLink, label = 'Main' }: NavSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="fa-button fa-button--ghost fa-button--sm fa-icon-button fa-nav-sheet__trigger"
          aria-label="Open navigation"
        >
          <Menu size={20} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fa-modal__overlay" />
        <Dialog.Content className="fa-nav-sheet" aria-describedby={undefined}>
          <div className="fa-nav-sheet__header">
            <Dialog.Title className="fa-nav-sheet__title">Navigation</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="fa-modal__close" aria-label="Close navigation">
                <X size={18} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label={label}>
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
