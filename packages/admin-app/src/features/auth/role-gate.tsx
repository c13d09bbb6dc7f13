import type { ReactNode } from 'react';
import type { Role } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { useAuth } from '@/lib/auth/auth-context';
import { NotAllowedScreen } from './not-allowed-screen';

type RoleGateProps = { roles: readonly Role[]; children: ReactNode };

/** Shows the page only to the given roles; everyone else gets a clear 'not allowed' page, same URL. */
export function RoleGate({ roles, children }: RoleGateProps) {
  const auth = useAuth();
  if (hasRole(auth, roles)) return <>{children}</>;
  return <NotAllowedScreen role={auth.profile?.role ?? null} />;
}
