/*
 * The kit's English number and time formats and its counted nouns, shared by the texts in
 * defaults.ts and those that load with their component (the order board's).
 */

// Made on first use, not while the app's code evaluates (see lib/format.ts).
let countFormat: Intl.NumberFormat | undefined;
export const formatCount = (value: number) => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

// Made on first use, like the count format.
let timeFormat: Intl.DateTimeFormat | undefined;
export const formatTime = (time: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(time);
/** `1 order`, `12 orders`, the count written by `formatCount`. */
export const counted = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${formatCount(count)} ${many}`;
