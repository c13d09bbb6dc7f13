import * as v from 'valibot';
import { ProfileSchema, type Profile } from '@food-admin/api-client';

/** The profile lives in localStorage under this key (docs/requirements.md#req-constants-storage). */
export const PROFILE_STORAGE_KEY = 'profile';

export function readStoredProfile(): Profile | null {
  try {
    const raw = localStorage.getItem(PROFILE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(ProfileSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    // Corrupt JSON or storage disabled: behave as if nothing was stored.
    return null;
  }
}

export function storeProfile(profile: Profile): void {
  try {
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  } catch {
    // Storage full or disabled: the profile still lives in state, until a reload.
  }
}

export function clearStoredProfile(): void {
  try {
    localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/** Auth state is re-synced with the backend at most every 5 minutes (docs/requirements.md#req-states-session). */
export const PROFILE_SYNC_MAX_AGE_MS = 5 * 60 * 1000;
const SYNCED_AT_KEY = 'profile-synced-at';

/** Whether the stored profile was confirmed by the backend recently enough to skip a refresh. */
export function isProfileFresh(now = Date.now()): boolean {
  try {
    const syncedAt = Number(sessionStorage.getItem(SYNCED_AT_KEY));
    return Number.isFinite(syncedAt) && syncedAt > 0 && now - syncedAt < PROFILE_SYNC_MAX_AGE_MS;
  } catch {
    return false;
  }
}

export function markProfileSynced(now = Date.now()): void {
  try {
    sessionStorage.setItem(SYNCED_AT_KEY, String(now));
  } catch {
    // Without storage every page load re-syncs, which is only slower.
  }
}

export function clearProfileSynced(): void {
  try {
    sessionStorage.removeItem(SYNCED_AT_KEY);
  } catch {
    // Nothing to clear.
  }
}
