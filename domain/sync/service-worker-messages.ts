/**
 * The messages between the page and the service worker (sw/), and the name of
 * the service worker's background-sync queue. Pure shapes: the page (src/pwa),
 * the service worker and the tests all read them from here.
 */

/** The workbox-background-sync queue that backs up the outbox; its sync tag is `workbox-background-sync:{name}`. */
export const BACKSTOP_QUEUE_NAME = 'doorstep-backstop';

/** The Background Sync tag the queue registers. */
export const BACKSTOP_SYNC_TAG = `workbox-background-sync:${BACKSTOP_QUEUE_NAME}`;

/** What the page asks of the service worker. */
export type PageToServiceWorker =
  /** Update button: clear the app's caches, then activate the waiting version. */
  | { type: 'SKIP_WAITING' }
  /** Work waits that the engine could not send: copy the outbox into the backstop queue. */
  | { type: 'CAPTURE_OUTBOX' }
  /** The app opened: replay the queue now where the browser has no Background Sync. */
  | { type: 'REPLAY_BACKSTOP' };

/** What the service worker tells open pages. */
export type ServiceWorkerToPage =
  /** The backstop delivered these outbox entries (by idempotency key) while the engine was not looking. */
  { type: 'BACKSTOP_SYNCED'; idempotencyKeys: string[] };

const pageMessageTypes: ReadonlySet<string> = new Set<PageToServiceWorker['type']>([
  'SKIP_WAITING',
  'CAPTURE_OUTBOX',
  'REPLAY_BACKSTOP',
]);

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

/** True for a message the page sends the service worker. */
export function isPageMessage(data: unknown): data is PageToServiceWorker {
  const type = typeOf(data);
  return typeof type === 'string' && pageMessageTypes.has(type);
}

/** True for a BACKSTOP_SYNCED message with its list of keys. */
export function isBackstopSynced(data: unknown): data is ServiceWorkerToPage {
  if (typeOf(data) !== 'BACKSTOP_SYNCED') return false;
  const keys = (data as { idempotencyKeys?: unknown }).idempotencyKeys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'string');
}
