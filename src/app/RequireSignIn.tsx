import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../store/createAppStore';
import { rememberReturnPath } from '../platform/browser/returnPath';

export const SIGN_IN_PATH = '/sign-in';

/** Signed-in-only pages (spec 2 and 6): a guest goes to /sign-in and the origin is remembered. */
export default function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const location = useLocation();
  if (isSignedIn) return children;
  const origin = `${location.pathname}${location.search}${location.hash}`;
  rememberReturnPath(origin);
  return <Navigate to={SIGN_IN_PATH} replace state={{ from: origin }} />;
}
