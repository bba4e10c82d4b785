/** The mini cart (opened from the header's cart trigger): the cart's lines, subtotal and links. */
import { useAppSelector } from '../../../store/createAppStore';
import { useCartLines, type CartLines } from './useCartLines';

/** An add kept while offline, as the mini cart lists it. */
export interface WaitingAdd {
  id: string;
  name: string;
  quantity: number;
}

export interface MiniCart extends CartLines {
  /** Adds kept while offline, sent when the connection returns (pendingAddThunks.ts). */
  waitingAdds: WaitingAdd[];
  handleClose: () => void;
}

export function useMiniCart(onClose: () => void): MiniCart {
  const pending = useAppSelector((state) => state.pendingAdds.items);
  const waitingAdds = pending.map(({ id, name, item }) => ({ id, name, quantity: item.quantity }));
  return { ...useCartLines(), waitingAdds, handleClose: onClose };
}
