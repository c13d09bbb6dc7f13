import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '@/features/auth/guards';
import { RegisterScreen } from '@/features/auth/register-screen';

export const Route = createFileRoute('/register')({
  beforeLoad: redirectLoggedInToWelcome,
  component: RegisterScreen,
});
