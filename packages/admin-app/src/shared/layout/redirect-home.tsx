import { Navigate } from '@tanstack/react-router';

/** Any unknown path redirects to / (which moves a logged-in user on to /welcome; docs/requirements.md#req-routes-public). */
export function RedirectHome() {
  return <Navigate to="/" replace />;
}
