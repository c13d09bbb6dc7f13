import { scaleLinear } from '@visx/scale';

export type RankedRow = { key: string; label: string; value: number; valueText: string };

/**
 * Labelled horizontal bars, largest first (orders by status, top restaurants). Drawn in HTML rather
 * than SVG so long names truncate with an ellipsis and stay selectable; widths come from a visx
 * linear scale like the daily charts'. Hidden from assistive technology: the panel gives a summary
 * and the data table.
 */
export function RankedBars({ rows }: { rows: readonly RankedRow[] }) {
  const width = scaleLinear({ domain: [0, Math.max(1, ...rows.map((row) => row.value))], range: [0, 100] });
  return (
    <ul className="ranked-bars" aria-hidden="true">
      {rows.map((row) => (
        <li key={row.key} className="ranked-bars__row">
          <span className="ranked-bars__label" title={row.label}>
            {row.label}
          </span>
          <span className="ranked-bars__track">
            <span className="ranked-bars__bar" style={{ width: `${width(row.value)}%` }} />
          </span>
          <span className="ranked-bars__value">{row.valueText}</span>
        </li>
      ))}
    </ul>
  );
}
