// Labels of the dashboard's charts and their data tables (en-US, days in UTC like the series).

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 3': an axis label. */
export const shortDay = (date: string) => dayFormat.format(day(date));
/** 'Tue, Nov 3, 2026': a table row. */
export const longDay = (date: string) => longDayFormat.format(day(date));
/** '1.2K'. */
export const compactCount = (value: number) => compactNumber.format(value);
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
/** '$815', '$1.2K': short amounts for axes and bars (the data table has the cents). */
export const compactPrice = (value: number) =>
  Math.abs(value) < 1000 ? wholeMoney.format(value) : compactMoney.format(value);
/** '4.25': a rating, or '—' for a day without one. */
export const ratingText = (value: number | null) => (value === null ? '—' : value.toFixed(2));
