import { Skeleton } from '@food-admin/ui';
import { CHART_HEIGHT, CHART_TITLES, WIDE_CHART } from './chart-layout';

/** The chart panels before their data (or their chunk) has arrived: titles and plots of full height. */
export function ChartSkeletons() {
  return (
    <div className="trend-charts" aria-busy="true">
      {CHART_TITLES.map((title) => (
        <figure key={title} className={`chart-panel${title === WIDE_CHART ? ' chart-panel--wide' : ''}`}>
          <div className="chart-panel__header">
            <h3 className="chart-panel__title">{title}</h3>
          </div>
          <Skeleton height={CHART_HEIGHT} />
        </figure>
      ))}
    </div>
  );
}
