import { gql } from '@apollo/client';

/** What the cart trigger reads of a cart (spec 7, "Cart trigger fragment"). */
const CART_TRIGGER_FRAGMENT = gql`
  fragment CartTrigger_cart on Cart {
    id
    total_quantity
    total_summary_quantity_including_config
  }
`;

/** The badge's count (spec 7, "getItemCount"). */
export const GET_ITEM_COUNT = gql`
  query getItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartTrigger_cart
    }
  }
  ${CART_TRIGGER_FRAGMENT}
`;
