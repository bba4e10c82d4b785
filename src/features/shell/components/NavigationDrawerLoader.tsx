import { Suspense } from 'react';
import { useDrawerLoader } from '../hooks/useDrawerLoader';
import { LazyNavigationDrawer } from './navigationDrawerChunk';

/** Mounts the drawer once it has been asked for, and keeps it (so it can slide in and out). */
export default function NavigationDrawerLoader() {
  const { isRequested } = useDrawerLoader();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <LazyNavigationDrawer />
    </Suspense>
  );
}
