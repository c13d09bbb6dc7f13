import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** The applied search (e.g. from the URL). Typing updates the field at once and calls onSearch after the delay. */
  value: string;
  onSearch: (value: string) => void;
  /** Accessible name, e.g. 'Search users by email'. */
  label: string;
  placeholder?: string;
  debounceMs?: number;
  disabled?: boolean;
  className?: string;
  id?: string;
}

export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  disabled,
  className,
  id,
}: SearchInputProps) {
  const strings = useKitStrings();
  const [draft, setDraft] = useState(value);
  const onSearchRef = useRef(onSearch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(value);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The applied value changed from outside (back button, reset): show it.
  useEffect(() => {
    lastSent.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next === lastSent.current) return;
      lastSent.current = next;
      onSearchRef.current(next);
    }, delay);
  };

  return (
    <div className={cx('fa-search', className)} role="search" aria-label={label}>
      <Search className="fa-search__icon" size={16} aria-hidden="true" />
      <input
        id={id}
        type="search"
        className="fa-input fa-search__input"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          schedule(event.target.value, debounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') schedule(draft, 0);
        }}
      />
      {draft ? (
        <button
          type="button"
          className="fa-search__clear"
          aria-label={strings.clearSearch}
          disabled={disabled}
          onClick={() => {
            setDraft('');
            schedule('', 0);
          }}
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
