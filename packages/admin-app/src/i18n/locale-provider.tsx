import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { KitStringsProvider } from '@food-admin/ui';
import { createI18n, ENGLISH, loadLocale, type LoadedLocale, type Translate } from './catalog';
import { applyDocumentLocale, LOCALE_DIRECTION, storeLocale, type Locale } from './locales';

type LocaleState = {
  locale: Locale;
  /** Loads the language if needed, then applies it everywhere at once and keeps it for this browser. */
  setLocale: (locale: Locale) => Promise<void>;
  t: Translate;
};

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The active language (docs/requirements.md#req-i18n): the app's messages, the kit's texts,
 * `<html lang dir>` and Radix's reading direction. `initial` is what start.tsx loaded before the
 * first render (the stored choice, or the browser's language), so the app never flashes English.
 */
export function LocaleProvider({
  initial = ENGLISH,
  children,
}: {
  initial?: LoadedLocale;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(initial);
  const latestRequest = useRef<Locale>(initial.locale);

  useLayoutEffect(() => applyDocumentLocale(loaded.locale), [loaded.locale]);

  const setLocale = useCallback(async (locale: Locale) => {
    latestRequest.current = locale;
    storeLocale(locale);
    const next = await loadLocale(locale);
    // A quicker later choice wins over a slower earlier one.
    if (latestRequest.current === locale) setLoaded(next);
  }, []);

  const value = useMemo<LocaleState>(() => {
    const i18n = createI18n(loaded);
    return { locale: loaded.locale, setLocale, t: (key, values) => i18n._(key, values) };
  }, [loaded, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={LOCALE_DIRECTION[loaded.locale]}>
        <KitStringsProvider strings={loaded.kitStrings}>{children}</KitStringsProvider>
      </DirectionProvider>
    </LocaleContext.Provider>
  );
}

const ENGLISH_STATE: LocaleState = {
  locale: 'en',
  setLocale: () => Promise.resolve(),
  t: (() => {
    const i18n = createI18n(ENGLISH);
    return (key, values) => i18n._(key, values);
  })(),
};

/** The active language. Outside a LocaleProvider (a kit test, a lone story): English. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext) ?? ENGLISH_STATE;
}

/** The active language's `t`. */
export function useT(): Translate {
  return useLocale().t;
}
