/** Everything the engine takes from its environment, passed in so Node tests can run it. */
import type { StorageUsage } from '@domain/photos/storage-budget';
import type { DeviceIds } from '@worker-shared/api/device-ids';
import type { ProcessPhoto } from './images/process-photo';

/** The engine's deps: the browser's in the worker, fakes and a real in-process gateway in tests. */
export interface EngineDeps {
  /** Absolute gateway origin (and optional path prefix), without a trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
  indexedDB: IDBFactory;
  /** ms since the epoch */
  now: () => number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  clientId: string;
  clientSecret: string;
  /** Sent as the version header. */
  appVersion: string;
  /**
   * Decodes, scales into 800×800 and encodes a photo (the browser's lazily
   * loaded images/resize-photo.ts; a fake in Node, which has no createImageBitmap).
   */
  processPhoto: ProcessPhoto;
  /**
   * A chosen photo's upright middle square, edge × edge (its short side when smaller), as a small JPEG (the
   * browser's lazily loaded images/photo-thumbnail.ts; a fake in Node): a photo field's thumbnail, so the page
   * never loads the original.
   */
  thumbnailPhoto: (photo: Blob, edge: number) => Promise<Blob>;
  /**
   * The device store's usage and quota (navigator.storage.estimate() in the
   * browser); new photos are refused above 80% of the quota. Absent: never refuses.
   */
  storageUsage?: () => Promise<StorageUsage>;
  /** Device ids to store on first use (tests); otherwise generated. */
  deviceIds?: DeviceIds;
  /** Where diagnostics go; defaults to console.log. Never given tokens. */
  log?: (message: string) => void;
  /** A call without an answer by then counts as a network failure; defaults to 30 s. */
  requestTimeoutMs?: number;
  /**
   * The least time between two pushes of the snapshot to the page (state/state-cell.ts); absent: each update
   * pushes at once (the engine tests read every push).
   */
  pushGapMs?: number;
  /** The sync timer's jitter, a number in [0, 1) (tests pass a seeded one); defaults to Math.random. */
  random?: () => number;
}
