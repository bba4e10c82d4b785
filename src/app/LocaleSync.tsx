import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { GetStoreLocaleQuery } from '../__generated__/operations';
import { toLanguageTag } from '../platform/intl/loadMessages';
import { GET_STORE_LOCALE } from '../platform/intl/storeLocale';
import { useSetLocale } from './AppIntlProvider';

/** Tells the intl provider the store's locale (spec 7: from store config, default en-US). */
export default function LocaleSync() {
  const setLocale = useSetLocale();
  const { data } = useQuery<GetStoreLocaleQuery>(GET_STORE_LOCALE, { fetchPolicy: 'cache-first' });
  const locale = data?.storeConfig ? toLanguageTag(data.storeConfig.locale) : null;
  useEffect(() => {
    if (locale) setLocale(locale);
  }, [locale, setLocale]);
  return null;
}
