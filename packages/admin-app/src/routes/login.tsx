import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '@/features/auth/guards';
import { LoginScreen } from '@/features/auth/login-screen';

export const Route = createFileRoute('/login')({
  // Not split: the sign-in page, the first page of most visits, is in the entry's chunk with the
  // kit parts it uses (2 files instead of 15; docs/performance.md#login-in-the-entry).
  codeSplitGroupings: [],
  beforeLoad: redirectLoggedInToWelcome,
  component: LoginScreen,
});
