import { useState } from 'react';
import { NAV_DRAWER } from '../../../store/appSlice';
import { useAppSelector } from '../../../store/createAppStore';

/** True from the first time the navigation drawer is opened. */
export function useDrawerLoader(): { isRequested: boolean } {
  const isOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return { isRequested: isOpen || wasOpened };
}
