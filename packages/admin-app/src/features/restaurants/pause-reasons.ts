import type { PauseReason } from '@food-admin/api-client';
import type { messages } from '@/i18n/compiled/en/restaurants';

/** How each pause reason reads (the panel's summary and the dialog's choices). */
export const PAUSE_REASON_TEXTS = {
  busy: 'restaurants.reasonBusy',
  'kitchen-issue': 'restaurants.reasonKitchenIssue',
  'staff-shortage': 'restaurants.reasonStaffShortage',
  other: 'restaurants.reasonOther',
} as const satisfies Record<PauseReason, keyof typeof messages>;
