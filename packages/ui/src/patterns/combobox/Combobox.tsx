import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { useFormFieldControl, useFormFieldLabelId } from '../../primitives/form-field';
import { Spinner } from '../../primitives/spinner';
import { useKitStrings } from '../../strings';
import { SEARCH_DEBOUNCE_MS } from '../search-input';

export interface ComboboxOption {
  /** What the host identifies the option by (an id as text). */
  value: string;
  label: string;
  /** A second, quieter line (an email). */
  description?: string;
}

export interface ComboboxProps {
  /** The chosen option, shown in the field while nobody types; null for none. */
  value: ComboboxOption | null;
  /** A picked option, or null when Clear empties the field. */
  onValueChange: (option: ComboboxOption | null) => void;
  /**
   * The options for the text typed so far: the host filters them (often on the server) from what
   * `onSearch` reports, so the list may be long and paged without the kit knowing.
   */
  options: readonly ComboboxOption[];
  /** The typed text, `debounceMs` after typing pauses ('' when the list opens untyped). */
  onSearch: (text: string) => void;
  /** The list opens (the host may start loading its options only then) or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The options are being loaded: the list says so instead of "No results". */
  loading?: boolean;
  /** Accessible name when the combobox is not inside a FormField. */
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Offer a Clear button while a value is chosen. */
  clearable?: boolean;
  debounceMs?: number;
  id?: string;
  className?: string;
}

/**
 * A searchable select (the ARIA 1.2 combobox with a listbox popup): the field shows the chosen
 * option; typing opens the list and searches after a pause; ArrowDown and ArrowUp move through the
 * options, Enter picks, Escape and Tab close and restore the chosen option's text. Focus stays in
 * the field (the active option is `aria-activedescendant`), so a screen reader follows it, and the
 * list sits under the field on the reading side in LTR and RTL alike.
 */
export function Combobox({
  value,
  onValueChange,
  options,
  onSearch,
  onOpenChange,
  loading = false,
  placeholder,
  disabled,
  clearable = false,
  debounceMs = SEARCH_DEBOUNCE_MS,
  id,
  className,
  'aria-label': ariaLabel,
}: ComboboxProps) {
  const strings = useKitStrings();
  const field = useFormFieldControl({ id });
  const labelId = useFormFieldLabelId();
  const listId = `${useId()}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  /** What is typed; null while the field shows the chosen option. */
  const [draft, setDraft] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new list puts the chosen option under the keyboard, else its first (none while there is
  // none). Keyed by the values, so a host that builds an equal array on each render resets nothing.
  const optionsKey = options.map((option) => option.value).join('\n');
  const chosen = value?.value;
  useEffect(() => {
    const values = optionsKey === '' ? [] : optionsKey.split('\n');
    setActive(values.length === 0 ? -1 : Math.max(0, values.indexOf(chosen ?? '')));
  }, [optionsKey, chosen]);

  const setOpenTo = (next: boolean) => {
    if (next === open) return;
    setOpen(next);
    onOpenChange?.(next);
  };
  const search = (text: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchRef.current(text), delay);
  };
  const openList = () => {
    if (open || disabled) return;
    setOpenTo(true);
    search(draft ?? '', 0);
  };
  /** Closes the list; the field shows the chosen option again. */
  const close = () => {
    clearTimeout(timer.current);
    setOpenTo(false);
    setDraft(null);
  };
  const pick = (option: ComboboxOption) => {
    onValueChange(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return openList();
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const option = open ? options[active] : undefined;
        // Enter picks; it never submits the form around the field while the list is open.
        if (open) event.preventDefault();
        if (option) pick(option);
        return;
      }
      case 'Escape':
        if (open) {
          // Closes the list only, not a dialog the field sits in.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const activeOption = open ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  const status = loading ? strings.loading : options.length === 0 ? strings.noResults : null;

  return (
    <div className={cx('fa-combobox', className)}>
      <input
        ref={inputRef}
        {...field}
        type="text"
        role="combobox"
        className="fa-input fa-combobox__input"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={draft ?? value?.label ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (!open) {
            setOpenTo(true);
          }
          search(text, debounceMs);
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <span className="fa-combobox__end">
        {loading && open ? <Spinner size="sm" label={null} /> : null}
        {clearable && value && !disabled ? (
          <button
            type="button"
            className="fa-combobox__clear"
            aria-label={strings.clear}
            // Keeps the focus in the field, so the list does not close and reopen around the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onValueChange(null);
              close();
              inputRef.current?.focus();
            }}
          >
            <X size={14} aria-hidden="true" />
          </button>
        ) : null}
        <ChevronDown className="fa-combobox__chevron" size={16} aria-hidden="true" />
      </span>
      {/* Always in the document (aria-controls names it), shown only while open. */}
      <div className="fa-combobox__popup" hidden={!open}>
        <ul
          id={listId}
          role="listbox"
          className="fa-combobox__list"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : labelId}
        >
          {open
            ? options.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value?.value}
                  data-active={index === active ? '' : undefined}
                  className="fa-combobox__option"
                  // A click must not blur the field first (which would close the list).
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  <span className="fa-combobox__label">{option.label}</span>
                  {option.description ? (
                    <span className="fa-combobox__description">{option.description}</span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
        {open && status ? (
          <p className="fa-combobox__status" role="status">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
