import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { CHART_HEIGHT } from './chart-layout';

const MARGIN = { top: 8, right: 12, bottom: 24, left: 52 };
/** Date labels need about this much room each. */
const TICK_SPACING = 68;

export type DailyPoint = { date: string; value: number | null };

type DailyChartProps = {
  width: number;
  points: readonly DailyPoint[];
  /** Bars for counts and amounts; a line (with dots) for an average, gaps where a day has none. */
  kind: 'bar' | 'line';
  formatTick: (value: number) => string;
  /** A date axis label: 'Nov 3'. */
  formatDay: (date: string) => string;
  /** The value axis's top; the data's maximum when absent. */
  max?: number;
};

/**
 * One value per UTC day (docs/requirements.md#req-dashboard-trends), drawn with visx in SVG. Colours
 * come from the theme's tokens through CSS classes (dashboard.css), so light and dark follow the
 * theme. The SVG is hidden from assistive technology: its panel gives a summary and the data table.
 */
export function DailyChart({ width, points, kind, formatTick, formatDay, max }: DailyChartProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: points.map((point) => point.date), range: [0, innerWidth], padding: 0.25 });
  const top = max ?? Math.max(1, ...points.map((point) => point.value ?? 0));
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(innerWidth / TICK_SPACING))));
  const dateTicks = points.filter((_, index) => index % every === 0).map((point) => point.date);
  const centre = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
  const valueTicks = y.ticks(4);

  return (
    <svg className="daily-chart" width={width} height={CHART_HEIGHT} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {valueTicks.map((tick) => (
          <line key={tick} className="daily-chart__grid" x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
        ))}
        {kind === 'bar'
          ? points.map((point) => {
              const value = point.value ?? 0;
              return (
                <Bar
                  key={point.date}
                  className="daily-chart__bar"
                  x={x(point.date)}
                  y={y(value)}
                  width={x.bandwidth()}
                  height={innerHeight - y(value)}
                />
              );
            })
          : null}
        {kind === 'line' ? (
          <>
            <LinePath
              className="daily-chart__line"
              data={[...points]}
              defined={(point) => point.value !== null}
              x={(point) => centre(point.date)}
              y={(point) => y(point.value ?? 0)}
            />
            {points.map((point) =>
              point.value === null ? null : (
                <circle
                  key={point.date}
                  className="daily-chart__dot"
                  cx={centre(point.date)}
                  cy={y(point.value)}
                  r={points.length > 45 ? 1.5 : 2.5}
                />
              ),
            )}
          </>
        ) : null}
        {/* Plain SVG labels: visx's Axis measures every label through the DOM while rendering, which
            was most of the dashboard's start-up main-thread time on a phone (docs/performance.md). */}
        {valueTicks.map((tick) => (
          <text key={tick} className="daily-chart__tick" x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        ))}
        <line className="daily-chart__axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
        {dateTicks.map((date) => (
          <text
            key={date}
            className="daily-chart__tick"
            x={centre(date)}
            y={innerHeight}
            dy="1.4em"
            textAnchor="middle"
          >
            {formatDay(date)}
          </text>
        ))}
      </Group>
    </svg>
  );
}
