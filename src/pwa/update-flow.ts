/**
 * The update lifecycle through workbox-window (product rules 2.19 and 7.7). A waiting version
 * shows the update banner in every open tab (each tab's Workbox sees it). Update
 * clears local and session storage (app info kept) and asks the waiting worker
 * to clear the app's caches and take over. When a new worker takes control of a
 * page that ran under an earlier one, the page clears its session storage (app
 * info kept) and reloads: every open tab ends on the new version. A new version
 * is looked for when the app comes back to the front, hourly, and when Update is
 * tapped: the version waiting may no longer be the one served (it was found before
 * a deploy was rolled back, or before the next one), and Update lands on what the
 * server serves now.
 */
import type { Workbox } from 'workbox-window';
import { clearSessionStorageKeepingAppInfo, clearStorageForUpdate } from './storage-reset';
import { rememberUpdateAlert } from './update-alert';
import { offerUpdate } from './update-offer';
import { wait } from './wait';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How long Update waits for the served version to install before it takes the one already waiting. */
const NEWEST_INSTALL_WAIT_MS = 15_000;
/** How long Update waits for the new version to take this page over before it asks again. */
export const TAKEOVER_WAIT_MS = 10_000;
/** How many times Update asks the waiting version to take over before it reloads this page as it is. */
export const MOST_TAKEOVER_ASKS = 3;

/** Resolves once the worker has installed (it waits) or failed to (redundant), or after `ms`. */
function installSettled(worker: ServiceWorker, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      worker.removeEventListener('statechange', onChange);
      window.clearTimeout(timer);
      resolve();
    };
    const onChange = () => {
      if (worker.state !== 'parsed' && worker.state !== 'installing') done();
    };
    const timer = window.setTimeout(done, ms);
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/**
 * The registration once the version the server serves now is installed: a served script that differs
 * from the waiting one replaces it. Offline or unreachable, the waiting version stays as it is.
 */
async function withServedVersion(workbox: Workbox): Promise<ServiceWorkerRegistration | undefined> {
  await workbox.update().catch(() => undefined);
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.installing) await installSettled(registration.installing, NEWEST_INSTALL_WAIT_MS);
  return registration;
}

// Once Update is tapped, a version found waiting after it is taken by the same tap, not offered again.
let updateTapped = false;

/**
 * Asks the waiting version to take over; the 'controlling' event reloads the page as it does. A takeover
 * that has not come in a while is asked for again (it is the served version that waits now, if one was
 * found meanwhile); one that never comes (the new worker could not clear the caches, or the browser holds
 * the old one for events still running) ends in a reload of the page as it is, where the banner offers
 * the version still waiting again, so the driver is not left on a disabled button. With no version
 * waiting (another tab took it, or this page never heard it take over), the reload loads the active one.
 */
async function takeOver(
  workbox: Workbox,
  registration: ServiceWorkerRegistration | undefined,
): Promise<void> {
  for (let ask = 0; ask < MOST_TAKEOVER_ASKS && registration?.waiting; ask += 1) {
    workbox.messageSkipWaiting();
    await wait(TAKEOVER_WAIT_MS);
  }
  window.location.reload();
}

/** Update: storage cleared, then the served version clears the caches and takes over (the reload follows). */
export function applyUpdate(workbox: Workbox): Promise<void> {
  updateTapped = true;
  clearStorageForUpdate();
  return withServedVersion(workbox)
    .then((registration) => takeOver(workbox, registration))
    .catch((error: unknown) => console.error('Update failed', error));
}

function offer(workbox: Workbox): void {
  if (!updateTapped) rememberUpdateAlert();
  offerUpdate(() => void applyUpdate(workbox));
}

/**
 * Wires the banner and the reloads; call before workbox.register(). `activeBefore` is the worker already active
 * for the app when the page registered (null on a first visit).
 *
 * A page reloads when a worker it did not run under takes it over. It runs under the worker that served it, else
 * the one already active: a page loaded past the worker (a hard reload), or one opened while the first worker of
 * a first visit was still taking over, which claims it a moment later. That claim is the page's own version
 * coming in, not an update: reloading there threw away what the driver had begun on the page. The first
 * worker of a first visit takes a page that ran under none, and is not an update either; later ones are.
 */
export function followUpdates(workbox: Workbox, activeBefore: ServiceWorker | null): void {
  let runningUnder = navigator.serviceWorker.controller ?? activeBefore;
  workbox.addEventListener('controlling', () => {
    const controller = navigator.serviceWorker.controller;
    if (runningUnder !== null && controller !== runningUnder) {
      clearSessionStorageKeepingAppInfo();
      window.location.reload();
    }
    runningUnder = controller;
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
