import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '@/features/auth/guards';
import { LoginScreen } from '@/features/auth/login-screen';

// '/' is the login screen; logged-in visitors go on to /welcome (docs/requirements.md#req-routes-public).
export const Route = createFileRoute('/')({
  beforeLoad: redirectLoggedInToWelcome,
  component: LoginScreen,
});
