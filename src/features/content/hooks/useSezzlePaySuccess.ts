import { useIntl } from 'react-intl';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';

/** Where the shopper can go after paying with Sezzle. */
const ORDER_HISTORY_PATH = '/order-history';
const HOME_PATH = '/';

/**
 * The page Sezzle (buy now, pay later) returns the shopper to once the order is placed. It only
 * confirms: nothing is cleared here yet (the checkout flow owns the cart and checkout state).
 */
export function useSezzlePaySuccess(): { orderHistoryPath: string; homePath: string } {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'content.sezzleSuccess.title', defaultMessage: 'Order placed' }));
  return { orderHistoryPath: ORDER_HISTORY_PATH, homePath: HOME_PATH };
}
