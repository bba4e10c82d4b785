/**
 * What the frame shows that other features own, handed in by the app (app/featureSlots.tsx): the
 * mini cart behind the cart trigger (cart) and the drawer's account forms (account), each its own
 * chunk, loaded on demand. The shell names the shapes it needs; it imports no other feature.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { PreloadableComponent } from '../../platform/react/lazyWithPreload';

export interface ShellSlots {
  MiniCart: PreloadableComponent<{ id: string; onClose: () => void }>;
  SignInForm: ComponentType<{
    onSignedIn?: () => void;
    onForgotPassword?: () => void;
    onCreateAccount?: () => void;
  }>;
  CreateAccountForm: ComponentType<{
    onCreated?: () => void;
    onSignIn?: () => void;
    onForgotPassword?: () => void;
  }>;
  ForgotPasswordForm: ComponentType;
}

export const ShellSlotsContext = createContext<ShellSlots | null>(null);

export function useShellSlots(): ShellSlots {
  const slots = useContext(ShellSlotsContext);
  if (!slots)
    throw new Error('The shell renders inside the app, which provides its slots (app/featureSlots.tsx).');
  return slots;
}
