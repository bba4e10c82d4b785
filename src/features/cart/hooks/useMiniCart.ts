/** The mini cart (opened from the header's cart trigger): the cart's lines, subtotal and links. */
import { useCartLines, type CartLines } from './useCartLines';

export interface MiniCart extends CartLines {
  handleClose: () => void;
}

export function useMiniCart(onClose: () => void): MiniCart {
  return { ...useCartLines(), handleClose: onClose };
}
