import { handlers, resetMockDb } from '@food-admin/mocks';
import { toast } from '@food-admin/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { ENGLISH, loadLocale, type LoadedLocale } from '../packages/admin-app/src/i18n/catalog';
import { LocaleProvider } from '../packages/admin-app/src/i18n/locale-provider';
import { isLocale } from '../packages/admin-app/src/i18n/locales';
import { pseudoLocale } from '../packages/admin-app/src/i18n/pseudo';
import { setStoryLocale } from '../packages/admin-app/src/stories/texts';
import { setStoryKitStrings } from '../packages/ui/src/stories/kit-texts';
import '../packages/ui/src/styles/index.css';
import './preview.css';
import { VIEWPORTS } from './viewports';

// findBy*/waitFor give up after 1 s by default. Under CI's load (many story files in parallel on
// two cores) a table page with its facet, views and page queries can take longer to open a dialog
// (the users stories failed that way once in a clean-clone run); 4 s still fails a story whose
// state never comes.
configure({ asyncUtilTimeout: 4000 });

type Theme = 'light' | 'dark';

/** Sets data-theme on <html>, which the kit's tokens read. */
function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

/** A fresh QueryClient per story, so no cached data leaks between stories (the stale-data pitfall). */
function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let storyShown: string | undefined;
/**
 * A story opened after another (a click in the sidebar) starts without the other's toasts: the
 * kit's toasts (sonner) are shown again to a new Toaster while their timer runs. The same story
 * rendered again (another theme or language) keeps its own.
 */
function startWithoutToasts(storyId: string) {
  if (storyShown !== undefined && storyShown !== storyId) toast.dismissAll();
  storyShown = storyId;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme as Theme | undefined) ?? 'light'}>
    <Story />
  </ThemeRoot>
);

/**
 * The toolbar's language: the app's messages, the kit's texts, `<html lang dir>` and Radix's
 * direction, as the app's LocaleProvider gives them (the loader below fetched the catalog).
 */
const withLocale: Decorator = (Story, context) => {
  const loaded = (context.loaded as { locale?: LoadedLocale }).locale;
  return (
    <LocaleProvider key={String(context.globals.locale ?? 'en')} initial={loaded}>
      <Story />
    </LocaleProvider>
  );
};

const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);

const preview: Preview = {
  // Relative worker URL: the static Storybook works when served from any folder.
  loaders: [
    async (context) => ({
      locale:
        context.globals.locale === 'pseudo'
          ? pseudoLocale()
          : await loadLocale(isLocale(context.globals.locale) ? context.globals.locale : 'en'),
    }),
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
  ],
  // Every story starts from the seeded fake API: writes made by one story's play function never leak.
  // Its play function finds texts in the story's language (docs/storybook.md#play-functions).
  beforeEach: ({ id, loaded }) => {
    resetMockDb();
    startWithoutToasts(id);
    const locale = (loaded as { locale?: LoadedLocale }).locale ?? ENGLISH;
    setStoryLocale(locale);
    setStoryKitStrings(locale.kitStrings);
  },
  decorators: [withQueryClient, withTheme, withLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (Arabic reads right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'ar', title: 'العربية (right to left)' },
          // English accented and 40% longer: shows truncation and untranslated text.
          { value: 'pseudo', title: 'Pseudo-locale (+40%)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // A phone, a tablet and laptops (viewports.ts): `globals: { viewport: { value: 'phone' } }`.
    viewport: { options: VIEWPORTS },
    // Keyed handlers, so a story overrides one endpoint: `parameters.msw.handlers.restaurants = ...`.
    msw: { handlers },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Basics',
          'Forms',
          'Dialogs',
          'Data',
          'Cards',
          'Feed',
          'App chrome',
          '*',
        ],
      },
    },
  },
};

export default preview;
