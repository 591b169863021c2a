/**
 * Registers the service worker at /sw.js (scope /) through workbox-window, and
 * starts the update flow and the background-sync relay. Loaded after the first
 * paint; skipped in development, where vite serves unbundled modules and no
 * service worker is built.
 */
import { Workbox } from 'workbox-window';
import { relayBackstop } from './backstop-relay';
import { markBuild } from './build-id';
import { checkForUpdates, followUpdates } from './update-flow';

/** Registers the service worker; resolves to its Workbox handle, or null when none is registered. */
export async function registerServiceWorker(): Promise<Workbox | null> {
  markBuild();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const earlier = await navigator.serviceWorker.getRegistration('/');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  followUpdates(workbox, earlier?.active ?? null);
  await workbox.register();
  relayBackstop();
  checkForUpdates(workbox);
  return workbox;
}
