import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '../features/auth/guards';
import { LoginScreen } from '../features/auth/login-screen';

// SPEC section 2: '/' is the login screen; logged-in visitors go on to /welcome.
export const Route = createFileRoute('/')({
  beforeLoad: redirectLoggedInToWelcome,
  component: LoginScreen,
});
