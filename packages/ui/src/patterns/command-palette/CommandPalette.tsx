import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import { Spinner } from '../../primitives/spinner';
import { filterCommandGroups } from './filter';
import type { CommandPaletteGroup, CommandPaletteItem, CommandPaletteStatus } from './types';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text typed (controlled: the app debounces it for its own search). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Always offered (pages, actions); the palette filters them by the query (label and keywords). */
  commands: readonly CommandPaletteGroup[];
  /** Found for the query elsewhere (a server search): shown as given, after the commands. */
  results?: readonly CommandPaletteGroup[];
  /** Where the search for `query` stands; the commands are there whatever it is. */
  status?: CommandPaletteStatus;
  /** Shown when `status` is `error` (default: the strings' `paletteError`). */
  errorMessage?: string;
  /** The dialog's accessible name, not shown (default: the strings' `paletteTitle`, 'Command palette'). */
  title?: string;
  /** The search field's accessible name (default: the strings' `paletteInputLabel`). */
  inputLabel?: string;
  /** Default: the strings' `palettePlaceholder`, 'Type a command or search…'. */
  placeholder?: string;
  className?: string;
}

function PaletteOption({ item, onChoose }: { item: CommandPaletteItem; onChoose: () => void }) {
  // Named by its text, the label then the second line (the space keeps them two words apart): the
  // whole visible text, as WCAG 2.5.3 asks.
  return (
    <Command.Item value={item.id} onSelect={onChoose} className="fa-palette__item">
      {item.icon ? (
        <span className="fa-palette__icon" aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className="fa-palette__text">
        <span className="fa-palette__label">{item.label}</span>
        {item.description ? (
          <>
            {' '}
            <span className="fa-palette__description">{item.description}</span>
          </>
        ) : null}
      </span>
    </Command.Item>
  );
}

/**
 * A command palette (cmdk inside the kit's Radix dialog): a search field over a list of pages and
 * actions, filtered as you type, followed by records a search found for the query, grouped under
 * headings. Arrow keys move, Enter opens, Escape closes; focus stays inside while open and returns
 * to what had it on close. The search's state is announced: searching, the number of results,
 * "No results for “…”", or the error (the commands stay usable).
 */
export function CommandPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  commands,
  results = [],
  status = 'idle',
  errorMessage,
  title,
  inputLabel,
  placeholder,
  className,
}: CommandPaletteProps) {
  const strings = useKitStrings();
  const input = useRef<HTMLInputElement>(null);
  // Radix returns focus only to a Dialog.Trigger; the palette opens from a shortcut, so remember
  // what had focus and give it back (as the kit's Modal does).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const trimmed = query.trim();
  const found = results.filter((group) => group.items.length > 0);
  const groups = [...filterCommandGroups(commands, query), ...found];
  const foundCount = found.reduce((total, group) => total + group.items.length, 0);
  const nothingMatches = trimmed !== '' && status !== 'loading' && status !== 'error' && groups.length === 0;

  const choose = (item: CommandPaletteItem) => {
    onOpenChange(false);
    item.onSelect();
  };

  // "1 result", "3 results": announced when a search answers.
  const announcement =
    status === 'loading'
      ? strings.paletteSearching
      : nothingMatches
        ? strings.paletteNoResults(trimmed)
        : status === 'done' && trimmed !== '' && foundCount > 0
          ? strings.resultCount(foundCount)
          : '';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fa-palette__overlay" />
        <Dialog.Content
          className={cx('fa-palette', className)}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
            returnFocusTo.current = null;
          }}
        >
          <Dialog.Title className="fa-visually-hidden">{title ?? strings.paletteTitle}</Dialog.Title>
          {/* Filtering is ours (commands) and the server's (results); Ctrl+K is left to the app's shortcut. */}
          <Command
            label={inputLabel ?? strings.paletteInputLabel}
            shouldFilter={false}
            loop
            vimBindings={false}
            className="fa-palette__command"
          >
            <div className="fa-palette__field">
              <Search className="fa-palette__search-icon" size={18} aria-hidden="true" />
              <Command.Input
                ref={input}
                value={query}
                onValueChange={onQueryChange}
                placeholder={placeholder ?? strings.palettePlaceholder}
                className="fa-palette__input"
              />
              {status === 'loading' ? (
                <Spinner size="sm" label={null} className="fa-palette__spinner" />
              ) : null}
            </div>
            {status === 'error' ? (
              <p role="alert" className="fa-palette__error">
                {errorMessage ?? strings.paletteError}
              </p>
            ) : null}
            <Command.List className="fa-palette__list" label={strings.paletteSuggestions}>
              {groups.map((group) => (
                <Command.Group key={group.id} heading={group.heading} className="fa-palette__group">
                  {group.items.map((item) => (
                    <PaletteOption key={item.id} item={item} onChoose={() => choose(item)} />
                  ))}
                </Command.Group>
              ))}
            </Command.List>
            <p
              role="status"
              className={cx(
                'fa-palette__status',
                !nothingMatches && status !== 'loading' && 'fa-visually-hidden',
              )}
            >
              {announcement}
            </p>
          </Command>
          <p className="fa-palette__hints" aria-hidden="true">
            <span>
              <kbd>↑</kbd> <kbd>↓</kbd> {strings.paletteMoveHint}
            </span>
            <span>
              <kbd>{strings.keyEnter}</kbd> {strings.paletteOpenHint}
            </span>
            <span>
              <kbd>{strings.keyEscape}</kbd> {strings.paletteCloseHint}
            </span>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
