/**
 * Registers /sw.js where service workers are supported (spec 7). When a new version is waiting,
 * `onUpdateReady` is told, with a function that activates it; the page reloads once the new
 * worker controls it, so an open tab never runs old code against a new cache.
 */
export interface RegisterOptions {
  onUpdateReady?: (activate: () => void) => void;
  reload?: () => void;
}

export async function registerServiceWorker({
  onUpdateReady,
  reload = () => window.location.reload(),
}: RegisterOptions = {}) {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const { Workbox } = await import(/* webpackChunkName: "sw-registration" */ 'workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      onUpdateReady?.(() => {
        workbox.addEventListener('controlling', () => reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
    return workbox;
  } catch (error) {
    console.warn('Failed to register SW.', error);
    return null;
  }
}
