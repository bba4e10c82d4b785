import { useQuery } from '@apollo/client/react';
import type { GetNewsletterConfigForContentQuery } from '../../../__generated__/operations';
import {
  useNewsletterSubscription,
  type NewsletterSubscription,
} from '../../../platform/newsletter/useNewsletterSubscription';
import { useAddToast } from '../../../store/useAddToast';
import { GET_NEWSLETTER_CONFIG_FOR_CONTENT } from '../graphql/newsletter';

export interface NewsletterSignup extends NewsletterSubscription {
  /** The store offers the newsletter (false while unknown). */
  isEnabled: boolean;
}

/**
 * A newsletter content element: the store's newsletter setting and the shared sign-up. With
 * `skip`, the setting is not asked yet (the element is far down the page).
 */
export function useNewsletterSignup({ skip = false }: { skip?: boolean } = {}): NewsletterSignup {
  const addToast = useAddToast();
  const { data } = useQuery<GetNewsletterConfigForContentQuery>(GET_NEWSLETTER_CONFIG_FOR_CONTENT, {
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const subscription = useNewsletterSubscription({ onSubscribed: addToast });
  return { isEnabled: Boolean(data?.storeConfig?.newsletter_enabled), ...subscription };
}
