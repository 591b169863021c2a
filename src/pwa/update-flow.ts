/**
 * The update lifecycle through workbox-window (product rules 2.19 and 7.7). A waiting version
 * shows the update banner in every open tab (each tab's Workbox sees it). Update
 * clears local and session storage (app info kept) and asks the waiting worker
 * to clear the app's caches and take over. When a new worker takes control of a
 * page that ran under an earlier one, the page clears its session storage (app
 * info kept) and reloads: every open tab ends on the new version. A new version
 * is looked for when the app comes back to the front, and hourly.
 */
import type { Workbox } from 'workbox-window';
import { clearSessionStorageKeepingAppInfo, clearStorageForUpdate } from './storage-reset';
import { rememberUpdateAlert } from './update-alert';
import { offerUpdate } from './update-offer';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Update: storage cleared, then the waiting worker clears the caches and takes over (the reload follows). */
function applyUpdate(workbox: Workbox): void {
  clearStorageForUpdate();
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      if (registration?.waiting) workbox.messageSkipWaiting();
      // Another tab took the update first: this page only has to load it.
      else window.location.reload();
    })
    .catch((error: unknown) => console.error('Update failed', error));
}

function offer(workbox: Workbox): void {
  rememberUpdateAlert();
  offerUpdate(() => applyUpdate(workbox));
}

/**
 * Wires the banner and the reloads; call before workbox.register(). `ranBefore`
 * says an earlier worker was already active for this page (not a first visit).
 */
export function followUpdates(workbox: Workbox, ranBefore: boolean): void {
  let reloadOnControl = ranBefore || navigator.serviceWorker.controller !== null;
  workbox.addEventListener('controlling', () => {
    if (reloadOnControl) {
      clearSessionStorageKeepingAppInfo();
      window.location.reload();
    }
    // The first worker of a first visit took control: later ones are updates.
    reloadOnControl = true;
  });
  workbox.addEventListener('waiting', () => offer(workbox));
}

/** Looks for a new version now, when the app is back in front, and hourly; offers one found waiting. */
export function checkForUpdates(workbox: Workbox): void {
  const check = () => {
    workbox
      .update()
      .then(() => navigator.serviceWorker.getRegistration())
      .then((registration) => {
        if (registration?.waiting && registration.active) offer(workbox);
      })
      // Offline or the server unreachable: the next check tries again.
      .catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}
