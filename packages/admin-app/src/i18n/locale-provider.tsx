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
import type { I18n } from '@lingui/core';
import {
  createI18n,
  ENGLISH,
  loadLocale,
  translator,
  type EnglishMessages,
  type LoadedLocale,
  type Translate,
} from './catalog';
import { apiTextsFor } from './api-texts-for-locale';
import type { ApiTexts } from './api-texts-shape';
import { applyDocumentLocale, LOCALE_DIRECTION, storeLocale, type Locale } from './locales';

type LocaleState = {
  locale: Locale;
  /** Loads the language if needed, then applies it everywhere at once and keeps it for this browser. */
  setLocale: (locale: Locale) => Promise<void>;
  /** Lingui, speaking the active language; `useT` wraps it. */
  i18n: I18n;
  /** The API's texts in this language (`useApiTexts`, ./api-texts.ts), made once per language. */
  apiTexts: ApiTexts;
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
    return {
      locale: loaded.locale,
      setLocale,
      i18n,
      apiTexts: apiTextsFor(i18n, loaded.locale, loaded.apiTexts),
    };
  }, [loaded, setLocale]);
  // The kit's dialogs show a failed action's error as the screens do: the API's code in this
  // language, with its reference.
  const kitStrings = useMemo(() => {
    const { error } = value.apiTexts;
    return { ...loaded.kitStrings, describeError: (caught: unknown) => error(caught) };
  }, [loaded.kitStrings, value.apiTexts]);

  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={LOCALE_DIRECTION[loaded.locale]}>
        <KitStringsProvider strings={kitStrings}>{children}</KitStringsProvider>
      </DirectionProvider>
    </LocaleContext.Provider>
  );
}

let englishState: LocaleState | undefined;

/** The active language. Outside a LocaleProvider (a kit test, a lone story): English. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (englishState === undefined) {
    const i18n = createI18n(ENGLISH);
    englishState = {
      locale: 'en',
      setLocale: () => Promise.resolve(),
      i18n,
      apiTexts: apiTextsFor(i18n, 'en'),
    };
  }
  return state ?? englishState;
}

/**
 * `t` for a namespace, in the active language:
 * `const t = useT(messages)` with `import { messages } from '@/i18n/compiled/en/orders'`.
 * Importing the namespace's English here is what puts it in the chunk of the code that uses it.
 */
export function useT<Key extends string>(english: EnglishMessages<Key>): Translate<Key> {
  const { i18n } = useLocale();
  return useMemo(() => translator(i18n, english), [i18n, english]);
}
