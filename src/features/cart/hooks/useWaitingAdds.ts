import { useAppSelector } from '../../../store/createAppStore';

/** An add kept while offline, as the carts list it. */
export interface WaitingAdd {
  id: string;
  name: string;
  quantity: number;
}

/** The adds kept while offline, sent when the connection returns (pendingAddThunks.ts). */
export function useWaitingAdds(): WaitingAdd[] {
  const pending = useAppSelector((state) => state.pendingAdds.items);
  return pending.map(({ id, name, item }) => ({ id, name, quantity: item.quantity }));
}
