import { useState } from 'react';
import type { ChangeEvent } from '@food-admin/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useRecordChange } from '@/shared/live/live-updates';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/forms';
import type { Versioning } from './save-conflict';

/** What the form says when someone else changed its record after it was opened. */
export type LiveNotice = { change: ChangeEvent; dirty: boolean };

/**
 * The latest change another account made to the form's record since the form opened (heard over
 * live updates), or undefined. The form is never overwritten: an untouched one follows the new
 * version, an edited one keeps its values and the save asks which to keep (the conflict dialog).
 */
export function useLiveNotice(
  versioning: Pick<Versioning<object>, 'kind' | 'id' | 'version'> | undefined,
  hasUnsavedChanges: () => boolean,
): LiveNotice | undefined {
  const [openedAt] = useState(versioning?.version);
  const me = useAuth().profile?.id;
  const change = useRecordChange(versioning?.kind ?? 'restaurant', versioning?.id);
  if (change === undefined || openedAt === undefined || change.version <= openedAt) return undefined;
  if (change.actor !== null && change.actor.id === me) return undefined;
  return { change, dirty: hasUnsavedChanges() };
}

/** "Updated by Ada Lovelace just now." and what happens to what the reader typed. */
export function liveNoticeText(
  { change, dirty }: LiveNotice,
  when: string,
  t: Translate<keyof typeof messages>,
): string {
  const who = change.actor?.name || t('forms.live.someoneElse');
  if (change.action === 'delete' || change.action === 'purge') {
    return t('forms.live.deleted', { who, when });
  }
  return dirty ? t('forms.live.updatedKept', { who, when }) : t('forms.live.updated', { who, when });
}
