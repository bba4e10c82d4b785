/** The session as views need it (account pages, the header's account menu, the drawer): signed in or not, and signing out. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from './createAppStore';
import type { ThunkExtra } from './thunkExtra';
import { signOut } from './sessionThunks';

export function useIsSignedIn(): boolean {
  return useAppSelector((state) => state.user.isSignedIn);
}

export interface SignOutAction {
  isSigningOut: boolean;
  /** Signs out (spec 4) and goes to the home page. */
  handleSignOut: () => void;
}

export function useSignOut({ onDone }: { onDone?: () => void } = {}): SignOutAction {
  const dispatch = useAppDispatch<ThunkExtra>();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const handleSignOut = useCallback(() => {
    setSigningOut(true);
    void dispatch(signOut()).then(() => {
      setSigningOut(false);
      onDone?.();
      void navigate('/');
    });
  }, [dispatch, navigate, onDone]);
  return { isSigningOut, handleSignOut };
}
