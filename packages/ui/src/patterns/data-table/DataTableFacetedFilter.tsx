import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, CirclePlus, X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { facetSummary } from '../../lib/data-table';
import { Button } from '../../primitives/button';
import { useKitStrings } from '../../strings';

export interface FacetOption {
  value: string;
  label: string;
  /** Rows with this value under the current query (from the server's facet counts). */
  count?: number;
}

export interface DataTableFacetedFilterProps {
  /** What is filtered, e.g. 'Role': the trigger's text; its accessible name is 'Filter by Role'. */
  title: string;
  options: readonly FacetOption[];
  /** Selected values (an empty list: no filter). */
  selected: readonly string[];
  /** The new selection, in the options' order. */
  onChange: (values: string[]) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A multi-select filter: a trigger showing the title and what is chosen, and a menu of checkable
 * options with their counts. The menu stays open while values are toggled; 'Clear filter' closes it.
 */
export function DataTableFacetedFilter({
  title,
  options,
  selected,
  onChange,
  disabled,
  className,
}: DataTableFacetedFilterProps) {
  const strings = useKitStrings();
  const summary = facetSummary(selected, options, undefined, strings.selectedCount);
  const chosen = new Set(selected);
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    const ordered = options.map((option) => option.value).filter((option) => next.has(option));
    // Keep selected values the options no longer list (e.g. a facet with no rows left).
    onChange([...ordered, ...[...next].filter((value) => !ordered.includes(value))]);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button
          variant="outline"
          className={cx('fa-facet__trigger', selected.length > 0 && 'fa-facet__trigger--active', className)}
          leadingIcon={<CirclePlus size={16} aria-hidden="true" />}
          // 'Filter by Role: Admin, Courier': distinct from a sortable 'Role' column header, says what
          // is chosen, and contains the visible text ('Role Admin Courier') as it reads.
          aria-label={strings.filterBy(title, summary)}
        >
          {title}
          {/* Real spaces between the words, so the text reads 'Role Admin Courier', not 'RoleAdminCourier'. */}
          {summary.length > 0 ? (
            <>
              {' '}
              <span className="fa-facet__chosen">
                {summary.map((text, index) => (
                  <span key={text}>
                    {index > 0 ? ' ' : null}
                    <span className="fa-facet__chip">{text}</span>
                  </span>
                ))}
              </span>
            </>
          ) : null}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="fa-menu fa-facet__menu" align="start" sideOffset={6}>
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.value}
              className="fa-menu__item fa-menu__check"
              checked={chosen.has(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked)}
              // Keep the menu open: filters are usually picked several at a time.
              onSelect={(event) => event.preventDefault()}
              textValue={option.label}
              aria-label={option.count !== undefined ? `${option.label} (${option.count})` : undefined}
            >
              <span className="fa-menu__box" aria-hidden="true">
                <DropdownMenu.ItemIndicator className="fa-menu__box-indicator">
                  <Check size={12} strokeWidth={3} />
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="fa-menu__text">{option.label}</span>
              {option.count !== undefined ? (
                <span className="fa-menu__count" aria-hidden="true">
                  {option.count}
                </span>
              ) : null}
            </DropdownMenu.CheckboxItem>
          ))}
          {selected.length > 0 ? (
            <>
              <DropdownMenu.Separator className="fa-menu__separator" />
              <DropdownMenu.Item className="fa-menu__item fa-menu__clear" onSelect={() => onChange([])}>
                <X size={14} aria-hidden="true" />
                {strings.clearFilter}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
