import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createApiClient } from '@food-admin/api-client';
import { ThemeProvider } from '@food-admin/ui';
import { ApiProvider } from '@/lib/api-context';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { RoutedShell } from '@/app/root-layout';
import { fakeAuth } from './fake-auth';
import '@/styles/app.css';

const StoryContent = createContext<ReactNode>(null);

/** The story's screen inside the app's shell (header, sidebar for the role, footer), as users see it. */
function StoryRoot() {
  return <RoutedShell>{useContext(StoryContent)}</RoutedShell>;
}

/** Per-story page settings: `parameters: { page: { auth: fakeAuth(null), path: '/login' } }`. */
export type PageParameters = { auth?: AuthState; path?: string };

type AnyRouter = ReturnType<typeof createPageRouter>;

const createPageRouter = (path: string | undefined) =>
  createRouter({
    routeTree: createRootRoute({ component: StoryRoot }),
    history: createMemoryHistory({ initialEntries: [path ?? '/'] }),
  });

/**
 * Makes the story's router ready before the story renders (a meta's `loaders: [loadPageRouter]`
 * beside `decorators: [withPage]`): the first render then shows the screen, so a play function
 * never meets an empty canvas, in the story tests and in the built Storybook alike.
 */
export const loadPageRouter = async (context: { parameters: { page?: unknown } }) => {
  const options = (context.parameters.page ?? {}) as PageParameters;
  const pageRouter = createPageRouter(options.path);
  await pageRouter.load();
  return { pageRouter };
};

/**
 * Page stories render a screen as the app would: inside a router (a memory history and one root
 * route that renders the story, so links and navigation work), with an API client whose calls the
 * MSW handlers in `parameters.msw` answer, and a fake auth state (signed-in admin by default).
 * The QueryClient comes from the preview (fresh per story).
 */
export const withPage: Decorator = (Story, context) => {
  const options = (context.parameters.page ?? {}) as PageParameters;
  const loaded = (context.loaded as { pageRouter?: AnyRouter }).pageRouter;
  return <PageShell options={options} loaded={loaded} story={<Story />} />;
};

function PageShell({
  options,
  loaded,
  story,
}: {
  options: PageParameters;
  loaded: AnyRouter | undefined;
  story: ReactNode;
}) {
  const [router] = useState(() => loaded ?? createPageRouter(options.path));
  const [api] = useState(() => createApiClient({ baseURL: '', getIdToken: async () => 'story-token' }));
  return (
    <ThemeProvider>
      <ApiProvider api={api}>
        <AuthContext.Provider value={options.auth ?? fakeAuth()}>
          <StoryContent.Provider value={story}>
            <RouterProvider router={router} />
          </StoryContent.Provider>
        </AuthContext.Provider>
      </ApiProvider>
    </ThemeProvider>
  );
}
