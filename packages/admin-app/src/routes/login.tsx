import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '@/features/auth/guards';
import { LoginScreen } from '@/features/auth/login-screen';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectLoggedInToWelcome,
  component: LoginScreen,
});
