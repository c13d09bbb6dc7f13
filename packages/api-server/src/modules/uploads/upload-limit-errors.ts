import { HttpError } from '../../http/errors';

const KB = 1024;
const MB = 1024 * KB;

/** `100 MB`, `12.3 MB`, `40 KB`: sizes as people read them (binary units, as the limits are set). */
export function formatSize(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${Number((bytes / MB).toFixed(1))} MB`;
}

/** `a day`, `3 days`, `12 hours`, `30 minutes`: the grace period as a person reads it. */
export function formatDuration(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  const [size, unit] = units.find(([length]) => ms >= length && ms % length === 0) ?? [60_000, 'minute'];
  const count = Math.max(1, Math.round(ms / size));
  return count === 1 ? `a${unit === 'hour' ? 'n' : ''} ${unit}` : `${count} ${unit}s`;
}

/** 413: this user keeps too much; says how much and how space comes back on its own. */
export function quotaReached(storedBytes: number, quotaBytes: number, graceMs: number): HttpError {
  return new HttpError(
    413,
    `Upload quota reached: you have stored ${formatSize(storedBytes)} of images ` +
      `(limit ${formatSize(quotaBytes)}). Images no restaurant or dish uses are removed after ` +
      `${formatDuration(graceMs)}.`,
  );
}

/** 507: every upload together reached UPLOAD_TOTAL_MAX_BYTES; an operator has to act. */
export function storageFull(): HttpError {
  return new HttpError(507, 'Image storage is full. Please tell an administrator.');
}
