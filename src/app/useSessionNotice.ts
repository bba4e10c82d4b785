import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAddToast } from '../store/useAddToast';
import { useAppDispatch, useAppSelector } from '../store/createAppStore';
import { userActions } from '../store/userSlice';

/**
 * Tells the shopper, once, that the store signed them out because it no longer accepts their
 * session (`user.sessionRefused`, set by endRefusedSession), with a way back to Sign In. They carry
 * on as a guest meanwhile. The notice stays until the shopper closes it or acts on it: it carries
 * an action, and a notice that leaves by itself could go before a slow reader or a screen-reader
 * user reaches its button (WCAG 2.2.1).
 */
export function useSessionNotice(): void {
  const refused = useAppSelector((state) => state.user.sessionRefused);
  const dispatch = useAppDispatch();
  const addToast = useAddToast();
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    if (!refused) return;
    dispatch(userActions.sessionNoticeShown());
    addToast({
      type: 'warning',
      message: formatMessage({
        id: 'app.session.refused',
        defaultMessage:
          'Your session has ended, so you are now browsing as a guest. Sign in again to see your account and cart.',
      }),
      actionText: formatMessage({ id: 'app.session.signIn', defaultMessage: 'Sign In' }),
      onAction: (remove) => {
        remove();
        navigate('/sign-in');
      },
      dismissable: true,
      timeout: false,
    });
  }, [refused, dispatch, addToast, formatMessage, navigate]);
}
