import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { hideableColumns } from '../../lib/data-table';
import { Button } from '../../primitives/button';
import { useKitStrings } from '../../strings';

export interface DataTableColumnsMenuProps<T> {
  /** The table's column definitions (the same array DataTable gets); `enableHiding: false` ones are left out. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ReadonlyArray<ColumnDef<T, any>>;
  /** Column id -> false when hidden (absent or true: shown). */
  columnVisibility: Readonly<Record<string, boolean>>;
  onColumnVisibilityChange: (next: Record<string, boolean>) => void;
  /** Trigger text; default: the strings' `columns`, 'Columns'. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * "Columns" menu: one checkbox item per hideable column. The last visible column cannot be hidden.
 * The selection and actions columns DataTable adds are never listed.
 */
export function DataTableColumnsMenu<T>({
  columns,
  columnVisibility,
  onColumnVisibilityChange,
  label,
  disabled,
  className,
}: DataTableColumnsMenuProps<T>) {
  const strings = useKitStrings();
  const hideable = hideableColumns(columns);
  const isVisible = (id: string) => columnVisibility[id] !== false;
  const visibleCount = hideable.filter((column) => isVisible(column.id)).length;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button
          variant="outline"
          className={className}
          leadingIcon={<Columns3 size={16} aria-hidden="true" />}
        >
          {label ?? strings.columns}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="fa-menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="fa-menu__heading">{strings.showColumns}</DropdownMenu.Label>
          {hideable.map((column) => {
            const visible = isVisible(column.id);
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                className="fa-menu__item fa-menu__check"
                checked={visible}
                disabled={visible && visibleCount <= 1}
                onCheckedChange={(checked) =>
                  onColumnVisibilityChange({ ...columnVisibility, [column.id]: checked })
                }
                onSelect={(event) => event.preventDefault()}
              >
                <span className="fa-menu__box" aria-hidden="true">
                  <DropdownMenu.ItemIndicator className="fa-menu__box-indicator">
                    <Check size={12} strokeWidth={3} />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="fa-menu__text">{column.label}</span>
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
