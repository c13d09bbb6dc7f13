import type { ReactNode } from 'react';
import type { Role } from '@food-admin/api-client';
import { useAuth } from './auth-context';
import { NotAllowedScreen } from './not-allowed-screen';

type RoleGateProps = { roles: readonly Role[]; children: ReactNode };

/** Shows the page only to the given roles; everyone else gets a clear 'not allowed' page, same URL. */
export function RoleGate({ roles, children }: RoleGateProps) {
  const { profile } = useAuth();
  const role = profile?.role ?? null;
  if (role !== null && roles.includes(role)) return <>{children}</>;
  return <NotAllowedScreen role={role} />;
}
