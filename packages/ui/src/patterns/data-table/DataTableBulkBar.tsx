import { X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';

export interface BulkAction {
  id: string;
  label: string;
  /** 'danger' for destructive actions (delete, suspend). */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface BulkResult {
  changed: number;
  refused: ReadonlyArray<{ id: string; reason: string }>;
}

/** Rows done of the rows an action names; `done` may start again at 0 (the server retried). */
export interface BulkProgress {
  done: number;
  total: number;
}

export interface DataTableBulkBarProps {
  /** Rows the actions apply to: the selected ids, or the total when all matching rows are selected. */
  count: number;
  actions: readonly BulkAction[];
  onAction: (id: string) => void;
  /** Clears the selection. */
  onClear: () => void;
  /** An action is running: buttons disabled, 'Applying…' (the strings' `applying`) with a spinner. */
  busy?: boolean;
  /**
   * How far the running action is, when it reports it: while busy with a total above 0, a bar and
   * 'Applying… 3,000 of 10,000' (the strings' `applyingProgress`) in the place of 'Applying…'.
   */
  progress?: BulkProgress | null;
  /** The last action's outcome: 'N changed, M refused' (the strings' `bulkResult`) and each refusal's reason. */
  result?: BulkResult | null;
  /** Names a refused row in the list, e.g. by email; defaults to its id. */
  getItemLabel?: (id: string) => string;
  /** Names the bar; default: the strings' `bulkActions`, 'Bulk actions'. */
  label?: string;
  className?: string;
}

/**
 * Actions for the selected rows, sticky at the bottom of the table area: 'N selected', one button
 * per action, 'Clear'; busy while an action runs, then its result. Renders nothing when there is no
 * selection, no action running and no result to show.
 */
export function DataTableBulkBar({
  count,
  actions,
  onAction,
  onClear,
  busy = false,
  progress,
  result,
  getItemLabel,
  label,
  className,
}: DataTableBulkBarProps) {
  const strings = useKitStrings();
  if (count === 0 && !busy && !result) return null;
  return (
    <section
      className={cx('fa-bulkbar', className)}
      aria-label={label ?? strings.bulkActions}
      aria-busy={busy || undefined}
    >
      <div className="fa-bulkbar__row">
        {count > 0 ? <p className="fa-bulkbar__count">{strings.selectedCount(count)}</p> : null}
        <div className="fa-bulkbar__actions">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant={action.tone === 'danger' ? 'danger' : 'outline'}
              disabled={busy || action.disabled || count === 0}
              onClick={() => onAction(action.id)}
            >
              {action.label}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || count === 0}
            leadingIcon={<X size={14} aria-hidden="true" />}
            onClick={onClear}
          >
            {strings.clear}
          </Button>
        </div>
      </div>
      <div className="fa-bulkbar__status" role="status">
        {busy ? (
          <BusyStatus progress={progress} />
        ) : result ? (
          <>
            <p
              className={cx('fa-bulkbar__result', result.refused.length > 0 && 'fa-bulkbar__result--refused')}
            >
              {strings.bulkResult(result.changed, result.refused.length)}
            </p>
            {result.refused.length > 0 ? (
              <ul className="fa-bulkbar__refusals" aria-label={strings.refused}>
                {result.refused.map((refusal) => (
                  <li key={refusal.id}>
                    <span className="fa-bulkbar__refused-item">
                      {getItemLabel ? getItemLabel(refusal.id) : refusal.id}
                    </span>
                    : {refusal.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * 'Applying…' with a spinner; with a known total, the count done and a bar beside it, on the same
 * line (nothing below moves when the first count arrives). The spinner stays: a large chunk can
 * hold the bar still for a while, and the spinner says the action is still going.
 */
function BusyStatus({ progress }: { progress: BulkProgress | null | undefined }) {
  const strings = useKitStrings();
  const total = progress?.total ?? 0;
  if (!progress || total <= 0)
    return (
      <span className="fa-bulkbar__busy">
        <Spinner size="sm" label={null} />
        {strings.applying}
      </span>
    );
  const done = Math.min(Math.max(progress.done, 0), total);
  return (
    <span className="fa-bulkbar__busy fa-bulkbar__busy--progress">
      <Spinner size="sm" label={null} />
      <span className="fa-bulkbar__count-done">{strings.applyingProgress(done, total)}</span>
      <progress
        className="fa-progress fa-bulkbar__progress"
        value={done}
        max={total}
        aria-label={strings.applying}
      />
    </span>
  );
}
