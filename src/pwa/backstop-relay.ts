/**
 * The page's part in the background-sync backstop (architecture rule 5). The engine
 * worker cannot reach the service worker, so the page relays: whenever the
 * engine reports work it could not send (offline, or stuck on an error) and
 * whenever the page is hidden or closed with work waiting, the service worker
 * is asked to copy the outbox into its queue; when the service worker reports
 * keys it delivered, the engine is told so it confirms them; and as the app
 * opens the service worker replays where the browser lacks Background Sync.
 * Reads the sync counts of the jotai store's snapshot; touches navigator.serviceWorker.
 */
import { isBackstopSynced } from '@domain/sync/service-worker-messages';
import type { PageToServiceWorker } from '@domain/sync/service-worker-messages';
import { engine } from '../engine';
import { flushSnapshot } from '../state/receive-snapshot';
import { store } from '../state/store';
import { syncCountsAtom } from '../state/sync-slices';

function post(message: PageToServiceWorker): void {
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch((error: unknown) => console.error('Service worker message failed', error));
}

function pendingWork(): number {
  const sync = store.get(syncCountsAtom);
  return sync.pendingChanges + sync.pendingPhotos;
}

/** Starts relaying between the engine and the service worker. */
export function relayBackstop(): void {
  // Asks once per change in what waits: a pass failing again and again asks nothing more.
  let reported = '';
  const onSnapshot = () => {
    const sync = store.get(syncCountsAtom);
    if (pendingWork() === 0) {
      reported = '';
      return;
    }
    if (sync.state !== 'offline' && sync.state !== 'stuck') return;
    const signature = `${sync.pendingChanges}:${sync.pendingPhotos}`;
    if (signature === reported) return;
    reported = signature;
    post({ type: 'CAPTURE_OUTBOX' });
  };
  // What it decides depends on the counts alone, not on upload progress ticks.
  store.sub(syncCountsAtom, onSnapshot);
  onSnapshot();

  const captureIfWaiting = () => {
    // A push still kept for the next task (receive-snapshot.ts) may be the save that made work wait.
    flushSnapshot();
    if (pendingWork() > 0) post({ type: 'CAPTURE_OUTBOX' });
  };
  window.addEventListener('pagehide', captureIfWaiting);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') captureIfWaiting();
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isBackstopSynced(data)) return;
    engine.backgroundSynced(data.idempotencyKeys).catch((error: unknown) => console.error(error));
  });
  navigator.serviceWorker.startMessages();

  post({ type: 'REPLAY_BACKSTOP' });
}
