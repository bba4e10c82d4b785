import { useSessionNotice } from './useSessionNotice';

/** Says when the store has ended the shopper's session (useSessionNotice); renders nothing itself. */
export default function SessionNotice() {
  useSessionNotice();
  return null;
}
