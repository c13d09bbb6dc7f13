import { Input } from '@food-admin/ui';
import { useFormatDateTime } from '@/lib/format-date';
import { FilterChip } from './filter-chip';
import type { ListSearch } from './list-search';
import './scope-filters.css';

/** Ids a chip names ('#12, #40'): a restaurant or courier filter a link set. */
export const idsText = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/** A filter with no control of its own on the screen, shown as a removable chip. */
export type ScopeChip = { key: string; label: string; clear: Partial<ListSearch> };

type ScopeFiltersProps = {
  /** The group's accessible name ('Order filters'). */
  label: string;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The labels of the list's createdFrom and createdTo date fields. */
  dates: { from: string; before: string };
  chips: readonly ScopeChip[];
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list's date range (createdFrom and createdTo: from the start of one day to the start of
 * another) and a removable chip for each filter a link or a saved view set that has no control of
 * its own (a restaurant, an exact time: a date field shows a day, so a time becomes a chip too).
 * The orders and the refunds lists use it.
 */
export function ScopeFilters({ label, search, onSearchChange, dates, chips }: ScopeFiltersProps) {
  const formatDateTime = useFormatDateTime();
  const set = (patch: Partial<ListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const shown = [...chips];
  const dateField = (name: 'createdFrom' | 'createdTo', text: string) => {
    const value = search[name] as string | undefined;
    if (value !== undefined && !DATE_ONLY.test(value)) {
      shown.push({ key: name, label: `${text} ${formatDateTime(value)}`, clear: { [name]: undefined } });
      return null;
    }
    return (
      <label className="scope-filters__date">
        <span>{text}</span>
        <Input
          type="date"
          value={value ?? ''}
          onChange={(event) => set({ [name]: event.target.value === '' ? undefined : event.target.value })}
        />
      </label>
    );
  };
  const from = dateField('createdFrom', dates.from);
  const before = dateField('createdTo', dates.before);

  return (
    <div className="scope-filters" role="group" aria-label={label}>
      {from}
      {before}
      {shown.map((chip) => (
        <FilterChip key={chip.key} label={chip.label} onRemove={() => set(chip.clear)} />
      ))}
    </div>
  );
}
