import { renderToStaticMarkup } from 'react-dom/server';
import { AppFrame, AppHeader, Footer, Spinner } from '@food-admin/ui';
import { plainLink } from '@/shared/layout/page-links';
import { loadLocale } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/layout';
import { LocaleProvider, useT } from '@/i18n/locale-provider';
import { LOCALES } from '@/i18n/locales';

/**
 * The page's frame before any JavaScript has run: written into index.html at build time
 * (vite.config.ts, `prerenderBootFrame`), so a phone on a slow network paints the header, the
 * footer and a spinner while the app's code downloads, instead of a blank page
 * (docs/performance.md#start-up). React replaces it on its first render with the auth-loading
 * screen, the same frame.
 *
 * It cannot know who is signed in; boot.js (boot-script.ts) marks <html> before the first paint
 * (a stored profile: `data-session`, the sidebar left collapsed, the theme) and app.css shows the
 * sidebar and the phone's menu button for a returning user and the Login and Register links
 * otherwise, so the frame has the size and places of the one that replaces it.
 *
 * It is written once per language; app.css shows the one of `<html lang>`, which boot.js sets
 * before the first paint (the stored choice, else the browser's language), so a French or Arabic
 * reader's first screen is already in their language, mirrored for Arabic.
 */
export function BootFrame() {
  const t = useT(messages);
  return (
    <AppFrame
      className="boot-frame"
      sidebar={<div className="fa-sidebar" />}
      header={
        <AppHeader
          account={null}
          renderLink={plainLink}
          onLogout={() => undefined}
          start={<span className="fa-nav-sheet__placeholder" />}
        />
      }
      footer={<Footer />}
    >
      <main id="main" className="app-main" aria-busy="true">
        <div className="app-loading">
          <Spinner size="lg" label={t('layout.loading')} />
        </div>
      </main>
    </AppFrame>
  );
}

/** The frame in every language, each in a `.boot-frame-locale` box that app.css shows or hides. */
export async function renderBootFrame(): Promise<string> {
  const frames = await Promise.all(
    LOCALES.map(async (locale) =>
      renderToStaticMarkup(
        <div className="boot-frame-locale" data-locale={locale}>
          <LocaleProvider initial={await loadLocale(locale)}>
            <BootFrame />
          </LocaleProvider>
        </div>,
      ),
    ),
  );
  return frames.join('');
}
