import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, loadMessages, type Messages } from '../platform/intl/loadMessages';
import { appActions } from '../store/appSlice';
import { useAppDispatch } from '../store/createAppStore';

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
export default function AppIntlProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [locale, setLocale] = useState(DEFAULT_LOCALE);
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);

  useEffect(() => {
    let active = true;
    loadMessages(locale).then(
      (messages) => active && setLoaded({ locale, messages }),
      (error: unknown) => active && dispatch(appActions.addUnhandledError(error)),
    );
    return () => {
      active = false;
    };
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
