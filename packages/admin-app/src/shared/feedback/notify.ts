import { toast } from '@food-admin/ui';

/**
 * The outcome of every create, update and delete, as a toast (docs/requirements.md#req-feedback).
 * One name for the app to call, so the toast library stays a detail of the kit.
 */
export const notify = toast;
