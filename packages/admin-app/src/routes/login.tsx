import { createFileRoute } from '@tanstack/react-router';
import { redirectLoggedInToWelcome } from '@/features/auth/guards';
import { validateReturnSearch } from '@/features/auth/return-to';
import { LoginScreen } from '@/features/auth/login-screen';

export const Route = createFileRoute('/login')({
  // Not split: the form is in the entry's chunk anyway, for a visit that starts here without the
  // router (boot/sign-in-app.tsx, docs/performance.md#sign-in-entry); this route is the page after a
  // sign-out.
  codeSplitGroupings: [],
  // Where to go after signing in, when a guard sent the visitor here (features/auth/return-to.ts).
  validateSearch: validateReturnSearch,
  beforeLoad: redirectLoggedInToWelcome,
  component: LoginScreen,
});
