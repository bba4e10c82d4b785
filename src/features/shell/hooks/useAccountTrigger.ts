/**
 * The account trigger (spec 2): "Sign In" for a guest, "Hi, {first name}" for a signed-in
 * shopper from the account chip query (spec 7); the name is loading while signed in and the
 * customer has not arrived (spec 3). The account menu it opens loads on demand and
 * offers sign-out.
 */
import { useQuery } from '@apollo/client/react';
import { useSignOut } from '../../../store/useSession';
import type { AccountChipQuery } from '../../../__generated__/operations';
import { useAppSelector } from '../../../store/createAppStore';
import { GET_CUSTOMER_FOR_ACCOUNT_CHIP } from '../graphql/accountChip';

export interface AccountTrigger {
  isSignedIn: boolean;
  firstName: string | null;
  isLoadingName: boolean;
  /** Signs out (spec 4) and goes home. */
  handleSignOut: () => void;
}

export function useAccountTrigger(): AccountTrigger {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { data, loading } = useQuery<AccountChipQuery>(GET_CUSTOMER_FOR_ACCOUNT_CHIP, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { handleSignOut } = useSignOut();
  const firstName = isSignedIn ? (data?.customer?.firstname ?? null) : null;
  return { isSignedIn, firstName, isLoadingName: isSignedIn && !firstName && loading, handleSignOut };
}
