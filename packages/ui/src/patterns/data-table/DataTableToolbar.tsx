import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useAsyncAction } from '../../lib/use-async-action';
import { Button } from '../../primitives/button';
import { useKitStrings } from '../../strings';

export interface DataTableToolbarProps {
  /** Left side: search and filters. */
  children?: ReactNode;
  /** Right side (the end, in right-to-left): Columns menu, Export, saved views. */
  actions?: ReactNode;
  /** Names the group for assistive technology, e.g. 'Users table controls'. */
  label?: string;
  className?: string;
}

/** A row above a table: search and filters first, table actions at the end; wraps on narrow screens. */
export function DataTableToolbar({ children, actions, label, className }: DataTableToolbarProps) {
  return (
    <div className={cx('fa-table-toolbar', className)} role={label ? 'group' : undefined} aria-label={label}>
      {children ? <div className="fa-table-toolbar__filters">{children}</div> : null}
      {actions ? <div className="fa-table-toolbar__actions">{actions}</div> : null}
    </div>
  );
}

export interface DataTableExportButtonProps {
  /** Starts the export; while a returned promise runs the button shows `busyLabel`. */
  onExport: () => Promise<void> | void;
  /** Busy from outside (e.g. a server export job still running). */
  busy?: boolean;
  /** Default: the strings' `exportCsv`, 'Export CSV'. */
  label?: string;
  /** Default: the strings' `exporting`, 'Exporting…'. */
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** 'Export CSV': busy with a spinner while the export runs; a failure is shown beside it. */
export function DataTableExportButton({
  onExport,
  busy = false,
  label,
  busyLabel,
  disabled,
  className,
}: DataTableExportButtonProps) {
  const strings = useKitStrings();
  const { run, pending, error } = useAsyncAction();
  const running = busy || pending;
  return (
    <span className={cx('fa-export', className)}>
      <Button
        variant="outline"
        loading={running}
        disabled={disabled}
        leadingIcon={<Download size={16} aria-hidden="true" />}
        onClick={() => void run(onExport)}
      >
        {running ? (busyLabel ?? strings.exporting) : (label ?? strings.exportCsv)}
      </Button>
      {error && !running ? (
        <span className="fa-export__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
