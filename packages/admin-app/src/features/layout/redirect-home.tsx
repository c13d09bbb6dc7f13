import { Navigate } from '@tanstack/react-router';

/** SPEC section 2: any unknown path redirects to / (which moves a logged-in user on to /welcome). */
export function RedirectHome() {
  return <Navigate to="/" replace />;
}
