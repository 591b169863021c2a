/**
 * When the page registers its service worker: once the engine's first snapshot is in (on a cold start the day's
 * list renders from it) and then the main thread is idle; 5 s after the load event at the latest, if the engine is
 * slower. Registering (loading workbox-window, the update check) is main-thread work that, started on the load
 * event, ran inside the task evaluating the entry chunk (the load event fires at its end) and before the list's
 * first paint on a cold start.
 */
import { whenIdle } from '../app/when-idle';
import { wait } from './wait';

/** How long after the load event registration waits for the engine at most. */
const AT_MOST_AFTER_LOAD_MS = 5_000;

const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Registers the service worker once `engineStarted` has settled (or the wait ran out) and the page is idle. */
export function registerServiceWorkerWhenIdle(engineStarted: Promise<unknown>): void {
  const afterLoad = loaded();
  const engineIn = Promise.all([afterLoad, engineStarted.catch(() => undefined)]);
  Promise.race([engineIn, afterLoad.then(() => wait(AT_MOST_AFTER_LOAD_MS))])
    .then(whenIdle)
    .then(() => import('./register-sw'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
