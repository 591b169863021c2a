/**
 * The backstop's ItemQueue in memory, for Node tests (the workbox Queue needs
 * a service worker). Items are structured-cloned in and out, as IndexedDB does.
 */
import type { BackstopItem } from '@sw/backstop-item';
import type { ItemQueue } from '@sw/item-queue';

/** An in-memory ItemQueue. */
export class MemoryItemQueue implements ItemQueue {
  private stored: BackstopItem[] = [];

  items(): Promise<BackstopItem[]> {
    return Promise.resolve(this.stored.map((item) => structuredClone(item)));
  }

  shift(): Promise<BackstopItem | undefined> {
    return Promise.resolve(this.stored.shift());
  }

  push(item: BackstopItem): Promise<void> {
    this.stored.push(structuredClone(item));
    return Promise.resolve();
  }

  putBack(items: BackstopItem[]): Promise<void> {
    this.stored.unshift(...items.map((item) => structuredClone(item)));
    return Promise.resolve();
  }

  /** The queued keys, oldest first. */
  keys(): string[] {
    return this.stored.map((item) => item.key);
  }
}
