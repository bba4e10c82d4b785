import { useQuery } from '@apollo/client/react';
import type { GetStoreConfigForContactPageQuery } from '../../../__generated__/operations';
import { GET_CONTACT_CONFIG } from '../graphql/contact';

export interface ContactPageState {
  /** The store config is on its way. */
  isLoading: boolean;
  /** The store shows the contact form (`contact_enabled`). */
  isEnabled: boolean;
}

/** Whether /contact-us shows the contact form: store config, cache-and-network then cache-first. */
export function useContactPage(): ContactPageState {
  const { data, loading } = useQuery<GetStoreConfigForContactPageQuery>(GET_CONTACT_CONFIG, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { isLoading: loading && !data, isEnabled: Boolean(data?.storeConfig?.contact_enabled) };
}
