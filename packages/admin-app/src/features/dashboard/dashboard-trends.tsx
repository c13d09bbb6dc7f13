import { useState } from 'react';
import type { DashboardRange } from '@food-admin/api-client';
import { NeedsAttention } from './needs-attention';
import { PeriodCards } from './period-cards';
import './dashboard.css';

/**
 * The dashboard's trends and alerts (docs/requirements.md#req-dashboard-trends), a chunk of its own:
 * the count cards and the feed render without waiting for it.
 */
export default function DashboardTrends() {
  const [range, setRange] = useState<DashboardRange>('30d');
  return (
    <div className="dashboard-trends">
      <PeriodCards range={range} onRangeChange={setRange} />
      <NeedsAttention />
    </div>
  );
}
