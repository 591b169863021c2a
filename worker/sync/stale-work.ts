/**
 * Unsent work older than a day, per user, for the login
 * screen: a driver who has not logged in on this phone since sees that their
 * work is still here and goes only when they log in.
 */
import { STALE_WORK_AFTER_MS } from '@domain/sync/sync-window';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import type { StaleWork } from '../engine-shapes';

/** Each owner's outbox entries (pending or needing attention) and `up` photos saved more than a day before now, oldest first. */
export function staleWorkOf(
  entries: readonly StoredOutboxEntry[],
  sets: readonly StoredPhotoSet[],
  now: number,
): StaleWork[] {
  const stale = (createdAt: number) => now - createdAt > STALE_WORK_AFTER_MS;
  const byOwner = new Map<string, { jobs: Set<string>; photos: number; oldest: number }>();
  const add = (item: { owner: string; jobId: string; createdAt: number }, photo: boolean) => {
    const work = byOwner.get(item.owner) ?? { jobs: new Set<string>(), photos: 0, oldest: item.createdAt };
    work.jobs.add(item.jobId);
    work.photos += photo ? 1 : 0;
    work.oldest = Math.min(work.oldest, item.createdAt);
    byOwner.set(item.owner, work);
  };
  entries.filter((entry) => stale(entry.createdAt)).forEach((entry) => add(entry, false));
  sets
    .flatMap((set) => set.photos)
    .filter((photo) => photo.status === 'up' && stale(photo.createdAt))
    .forEach((photo) => add(photo, true));
  return [...byOwner.entries()]
    .map(([owner, work]) => ({ owner, jobs: work.jobs.size, photos: work.photos, oldest: work.oldest }))
    .sort((a, b) => a.oldest - b.oldest);
}
