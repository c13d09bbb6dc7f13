import { useId, useState, type ReactNode } from 'react';
import { ParentSize } from '@visx/responsive';
import { Button } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';

export type ChartTable = { columns: readonly string[]; rows: readonly (readonly string[])[] };

type ChartPanelProps = {
  title: string;
  /** One sentence for screen readers: what the chart shows and its headline figure. */
  summary: string;
  /** The chart's data as a table, shown on demand: its text alternative. */
  table: ChartTable;
  /** Shown instead of the chart when the range has nothing to plot. */
  empty?: string | undefined;
  /** Spans the whole row (a long time series). */
  wide?: boolean;
  /**
   * The chart; a function is called with the panel's width (SVG charts). Every plot is CHART_HEIGHT
   * tall, loading or not, so nothing moves when data arrives.
   */
  children: ReactNode | ((width: number) => ReactNode);
};

/**
 * A titled chart with its data one click away (docs/requirements.md#req-dashboard-trends): the plot
 * is an image with a one-line summary for screen readers, and "Show data" swaps it for a table of
 * the same figures, which keyboard and screen-reader users can read cell by cell.
 */
export function ChartPanel({ title, summary, table, empty, wide = false, children }: ChartPanelProps) {
  const t = useT(messages);
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const plotClass = `chart-panel__plot${typeof children === 'function' ? ' chart-panel__plot--measured' : ''}`;
  return (
    <figure className={`chart-panel${wide ? ' chart-panel--wide' : ''}`} aria-labelledby={titleId}>
      <div className="chart-panel__header">
        <h3 id={titleId} className="chart-panel__title">
          {title}
        </h3>
        {empty === undefined ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showTable}
            aria-controls={bodyId}
            aria-label={
              showTable
                ? t('dashboard.chart.hideDataOf', { title })
                : t('dashboard.chart.showDataOf', { title })
            }
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('dashboard.chart.hideData') : t('dashboard.chart.showData')}
          </Button>
        ) : null}
      </div>
      <div id={bodyId} className="chart-panel__body">
        {empty !== undefined ? (
          <p className="chart-panel__empty">{empty}</p>
        ) : showTable ? (
          // Focusable so a long table scrolls by keyboard.
          <div
            className="chart-panel__table-scroll"
            role="region"
            aria-label={t('dashboard.chart.dataOf', { title })}
            tabIndex={0}
          >
            <table className="chart-panel__table">
              <caption className="fa-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div className={plotClass} role="img" aria-label={summary}>
            {typeof children === 'function' ? (
              <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? children(width) : null)}</ParentSize>
            ) : (
              children
            )}
          </div>
        )}
      </div>
    </figure>
  );
}
