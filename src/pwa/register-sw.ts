/**
 * Registers the service worker at /sw.js (scope /) through workbox-window.
 * Skipped in development, where vite serves unbundled modules and no worker is built.
 */
import { Workbox } from 'workbox-window';

/** Registers the service worker; resolves to its Workbox handle, or null when none is registered. */
export async function registerServiceWorker(): Promise<Workbox | null> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Spec §7: when a waiting update takes control, the page reloads to run the new version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  await workbox.register();
  return workbox;
}
