import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { ThemeProvider, type RenderHeaderLink } from '@food-admin/ui';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { LoginScreen } from '@/features/auth/login-screen';
import { returnTarget } from '@/features/auth/return-to';
import { AppShell, HEADER_ROUTES } from '@/shared/layout/app-shell';
import { AuthLoadingScreen } from '@/shared/layout/auth-loading-screen';
import { PageLinkProvider, plainNavLink } from '@/shared/layout/page-links';
import type { Locale } from '@/i18n/locales';
import { LocaleProvider, useLocale } from '@/i18n/locale-provider';
import { isSignInPath } from './start-choice';
import type { StartDeps } from './start-deps';

/** Leaves the sign-in page for `path` in the routed app, in the language the visitor now reads. */
export type LeaveSignIn = (path: string, options: { replace: boolean; locale: Locale }) => void;

type SignInAppProps = StartDeps & {
  onLeave: LeaveSignIn;
  /** Starts loading the routed app (the visitor has begun to use the page). */
  onPrepareLeave: () => void;
};

/**
 * The sign-in page without the router, the query cache or the route tree (a visit that starts on
 * `/` or `/login` with no session, start.tsx): the same frame and form as the router's /login, in a
 * first download 35 KB lighter (docs/performance.md#sign-in-entry). Signing in, or following a link
 * to another page, hands over to the routed app in the same tab and history.
 */
export function SignInApp({ authBackend, api, locale, onLeave, onPrepareLeave }: SignInAppProps) {
  return (
    <LocaleProvider initial={locale}>
      <ThemeProvider>
        <AuthProvider backend={authBackend} api={api}>
          <SignInPage onLeave={onLeave} onPrepareLeave={onPrepareLeave} />
        </AuthProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}

/** A click the browser handles itself: a new tab or window, a download. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

function SignInPage({ onLeave, onPrepareLeave }: Pick<SignInAppProps, 'onLeave' | 'onPrepareLeave'>) {
  const { isLoggedIn, authLoading } = useAuth();
  const { locale } = useLocale();

  const leave = useCallback(
    (path: string, replace: boolean) => onLeave(path, { replace, locale }),
    [onLeave, locale],
  );

  // Signed in (by the form, or a session the provider still had): on to the page the visitor was
  // sent to sign in from, else /welcome, as the router's guard on /login does (docs/requirements.md#req-routes-public). Once: the effect runs again when
  // the language changes or, in development, for StrictMode.
  const handedOver = useRef(false);
  useEffect(() => {
    if (!isLoggedIn || handedOver.current) return;
    handedOver.current = true;
    leave(returnTarget(new URLSearchParams(window.location.search).get('redirect')), true);
  }, [isLoggedIn, leave]);

  // The routed app loads while the visitor types, so signing in does not wait for it.
  useEffect(() => {
    const events = ['focusin', 'pointerdown'] as const;
    const stop = () => events.forEach((type) => document.removeEventListener(type, prepare, true));
    function prepare() {
      stop();
      onPrepareLeave();
    }
    events.forEach((type) => document.addEventListener(type, prepare, true));
    return stop;
  }, [onPrepareLeave]);

  const link = useMemo<RenderHeaderLink>(
    () =>
      function SignInLink({ to, className, children, ...rest }) {
        const path = HEADER_ROUTES[to];
        return (
          <a
            href={path}
            className={className}
            {...rest}
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              // Another address of this same page: only the address changes.
              if (isSignInPath(path)) {
                if (path !== window.location.pathname) window.history.pushState(null, '', path);
                return;
              }
              leave(path, false);
            }}
          >
            {children}
          </a>
        );
      },
    [leave],
  );

  if (authLoading || isLoggedIn) return <AuthLoadingScreen />;
  return (
    <PageLinkProvider value={link}>
      <AppShell renderLink={link} renderNavLink={plainNavLink} pathname={window.location.pathname}>
        <LoginScreen />
      </AppShell>
    </PageLinkProvider>
  );
}
