/**
 * Copies what the outbox and the image cache hold into the backstop queue,
 * read-only on the app's database. The queue becomes a copy of the outbox:
 * new entries are added, entries the engine delivered meanwhile go, and an
 * entry whose photos went up since is copied again with their locations.
 * Entries the backstop itself delivered stay out while the outbox still holds
 * them (until the engine has confirmed them). Nothing is touched when the
 * queue already matches.
 */
import type { EngineStorage } from '@worker-shared/db/storage';
import { backstopItems, itemSignature } from './backstop-item';
import type { ItemQueue } from './item-queue';

/** What a capture did. */
export interface CaptureReport {
  /** Items queued after the capture. */
  queued: number;
  /** False when the queue already matched the outbox. */
  changed: boolean;
}

/**
 * Makes the queue a copy of the outbox (all users' work; the replay sends only
 * the logged-in user's), leaving out the keys in `delivered`; forgets the
 * delivered keys the outbox no longer holds.
 */
export async function captureOutbox(
  queue: ItemQueue,
  storage: EngineStorage,
  delivered: Set<string>,
): Promise<CaptureReport> {
  const all = backstopItems(await storage.outboxEntries(), await storage.photoSets());
  const held = new Set(all.map((item) => item.key));
  for (const key of delivered) if (!held.has(key)) delivered.delete(key);
  const wanted = all.filter((item) => !delivered.has(item.key));
  const queued = await queue.items();
  const same =
    queued.length === wanted.length &&
    queued.every((item, index) => {
      const other = wanted[index];
      return other !== undefined && itemSignature(item) === itemSignature(other);
    });
  if (same) return { queued: queued.length, changed: false };
  while ((await queue.shift()) !== undefined) {
    // drained: the outbox copy below replaces every queued item
  }
  for (const item of wanted) await queue.push(item);
  return { queued: wanted.length, changed: true };
}
