import { Skeleton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import { CHART_HEIGHT, CHART_TITLES, WIDE_CHART, type ChartTitle } from './chart-layout';

const panelClass = (title: ChartTitle) => `chart-panel${title === WIDE_CHART ? ' chart-panel--wide' : ''}`;

/** The chart panels before their data (or their chunk) has arrived: titles and plots of full height. */
export function ChartSkeletons() {
  const t = useT(messages);
  return (
    <div className="trend-charts" aria-busy="true">
      {CHART_TITLES.map((title) => (
        <figure key={title} className={panelClass(title)}>
          <div className="chart-panel__header">
            <h3 className="chart-panel__title">{t(title)}</h3>
          </div>
          <Skeleton height={CHART_HEIGHT} />
        </figure>
      ))}
    </div>
  );
}
