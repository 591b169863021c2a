/**
 * The backstop's queue of items, oldest first, and its workbox-background-sync
 * implementation: each item is stored as the request it ends with (URL,
 * Idempotency-Key, body; never a token) with the item as the request's
 * metadata, in the Queue's own IndexedDB database. Adding an item registers a
 * Background Sync. Entries older than the retention are dropped by workbox;
 * the outbox still holds them.
 */
import type { Queue } from 'workbox-background-sync';
import { hasBufferBytes, withBlobBytes } from '@worker-shared/db/photo-bytes-migration';
import { isBackstopItem, queuedRequest } from './backstop-item';
import type { BackstopItem } from './backstop-item';

/** The queue the capture and the replay work on. */
export interface ItemQueue {
  /** Every item, oldest first, left in place. */
  items(): Promise<BackstopItem[]>;
  /** Removes and returns the oldest item. */
  shift(): Promise<BackstopItem | undefined>;
  /** Adds an item at the end. */
  push(item: BackstopItem): Promise<void>;
  /** Puts items back at the front, keeping their order. */
  putBack(items: BackstopItem[]): Promise<void>;
}

/**
 * How long a queued item is kept, in minutes: seven days, well within the
 * gateway's key retention (KEY_RETENTION_DAYS); the outbox keeps it after that.
 */
export const BACKSTOP_RETENTION_MINUTES = 7 * 24 * 60;

/**
 * A queued item as this version reads it: an item queued by an earlier service worker keeps its photos'
 * bytes as ArrayBuffers, which the database upgrade cannot reach in the Queue's own database.
 */
export function itemAsQueued(metadata: unknown): BackstopItem | null {
  if (!isBackstopItem(metadata)) return null;
  if (!metadata.photos.some((held) => hasBufferBytes(held.photo))) return metadata;
  return {
    ...metadata,
    photos: metadata.photos.map((held) => ({ ...held, photo: withBlobBytes(held.photo) })),
  };
}

/** An ItemQueue over a workbox Queue. */
export class WorkboxItemQueue implements ItemQueue {
  constructor(
    private readonly queue: Queue,
    private readonly baseUrl: string,
  ) {}

  async items(): Promise<BackstopItem[]> {
    return (await this.queue.getAll()).flatMap((entry) => itemAsQueued(entry.metadata) ?? []);
  }

  async shift(): Promise<BackstopItem | undefined> {
    for (let entry = await this.queue.shiftRequest(); entry; entry = await this.queue.shiftRequest()) {
      const item = itemAsQueued(entry.metadata);
      if (item) return item;
    }
    return undefined;
  }

  push(item: BackstopItem): Promise<void> {
    return this.queue.pushRequest({ request: queuedRequest(item, this.baseUrl), metadata: item });
  }

  async putBack(items: BackstopItem[]): Promise<void> {
    for (const item of [...items].reverse()) {
      await this.queue.unshiftRequest({ request: queuedRequest(item, this.baseUrl), metadata: item });
    }
  }
}
