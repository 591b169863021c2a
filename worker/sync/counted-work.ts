/**
 * What the sync status's last full count read, kept without the photos' bytes, so
 * that a photo sent during a pass is counted again in memory. A full count reads
 * every stored photo of the day (an uploaded photo stays all its day); a pass
 * that counted again after each photo it sent read them all once per photo, and
 * a 200-job day's sync slowed as the square of its photos. Only an upload's
 * success and an accepted change are counted so (the bar counts down as each
 * job goes): anything else (a failure, a refusal, a save) counts again from
 * storage.
 */
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import type { RefusedPhotos } from '@worker-shared/sending/photo-hold';
import { pendingCountsOf, type PendingCounts } from './pending-work-count';

/** The reads behind one full count, for the user it counted for. */
export interface CountedWork {
  user: string | null;
  entries: readonly StoredOutboxEntry[];
  /** The photo sets as read, every photo's bytes left out. */
  sets: readonly StoredPhotoSet[];
  refused: RefusedPhotos;
}

/** What the pass sent since the last full count: photos by id, accepted changes by entry id. */
export interface SentInPass {
  photos: Set<string>;
  entries: Set<number>;
}

/** Keeps a full count's reads, without the photos' bytes. */
export function countedWorkOf(read: CountedWork): CountedWork {
  const sets = read.sets.map(({ key, photos }) => ({
    key,
    photos: photos.map((photo) => (photo.bytes === null ? photo : { ...photo, bytes: null })),
  }));
  return { ...read, sets };
}

/** The counts of a full count's reads, what the pass sent since counted as sent. */
export function pendingCountsAfter(counted: CountedWork, sent: SentInPass): PendingCounts {
  const sets =
    sent.photos.size === 0
      ? counted.sets
      : counted.sets.map(({ key, photos }) => ({
          key,
          photos: photos.map((photo) =>
            sent.photos.has(photo.id) ? { ...photo, status: 'down' as const } : photo,
          ),
        }));
  const entries =
    sent.entries.size === 0
      ? counted.entries
      : counted.entries.filter((entry) => entry.id === undefined || !sent.entries.has(entry.id));
  return pendingCountsOf(entries, sets, counted.user, counted.refused);
}
