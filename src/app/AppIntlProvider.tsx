import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, loadMessages, type Messages } from '../platform/intl/loadMessages';
import { appActions } from '../store/appSlice';
import { useAppDispatch } from '../store/createAppStore';

export interface LoadedCatalogue {
  locale: string;
  messages: Messages;
}

const SetLocaleContext = createContext<(locale: string) => void>(() => undefined);

/** Lets the data layer switch the locale once the store config says which it is. */
export const useSetLocale = () => useContext(SetLocaleContext);

/**
 * react-intl with the store's locale (default en-US) and its catalogue loaded on demand. Until a
 * catalogue arrives the default messages (the spec's English texts) show, so the first render
 * never waits for one. Missing translations fall back silently; other message errors throw once
 * the catalogue is loaded (spec 8). A locale without a catalogue is reported as an unexpected
 * error ("Unable to locate locale ...") and the defaults stay.
 */
export default function AppIntlProvider({
  children,
  initialCatalogue = null,
}: {
  children: ReactNode;
  /**
   * The default locale's catalogue when the entry already has it (index.tsx waits for the
   * preloaded chunk): the first render then uses it, instead of rendering the whole app a second
   * time when it arrives.
   */
  initialCatalogue?: LoadedCatalogue | null;
}) {
  const dispatch = useAppDispatch();
  const [locale, setLocale] = useState(initialCatalogue?.locale ?? DEFAULT_LOCALE);
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(initialCatalogue);

  useEffect(() => {
    if (loaded?.locale === locale) return undefined;
    let active = true;
    loadMessages(locale).then(
      (messages) => active && setLoaded({ locale, messages }),
      (error: unknown) => active && dispatch(appActions.addUnhandledError(error)),
    );
    return () => {
      active = false;
    };
    // `loaded` is read to skip a catalogue already there, not to load again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, locale]);

  const catalogueLoaded = loaded?.locale === locale;
  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === 'MISSING_TRANSLATION') return;
      if (catalogueLoaded) throw error;
    },
    [catalogueLoaded],
  );
  return (
    <SetLocaleContext.Provider value={setLocale}>
      <IntlProvider
        locale={locale}
        messages={catalogueLoaded ? loaded.messages : {}}
        defaultLocale={DEFAULT_LOCALE}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </SetLocaleContext.Provider>
  );
}
