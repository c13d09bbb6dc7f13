import type { ApiClient } from '@food-admin/api-client';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import type { LoadedLocale } from '@/i18n/catalog';

/** What start.tsx sets up once per visit and hands to the sign-in page and then to the app. */
export type StartDeps = { authBackend: AuthBackend; api: ApiClient; locale: LoadedLocale };
