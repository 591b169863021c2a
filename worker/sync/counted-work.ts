/**
 * What the sync status's last full count read, kept without the photos' bytes, so
 * that a photo sent during a pass is counted again in memory. A full count reads
 * every stored photo of the day (an uploaded photo stays all its day); a pass
 * that counted again after each photo it sent read them all once per photo, and
 * a 200-job day's sync slowed as the square of its photos. Only an upload's
 * success is counted so: anything else (a failure, a refusal, a save) counts
 * again from storage.
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

/** Keeps a full count's reads, without the photos' bytes. */
export function countedWorkOf(read: CountedWork): CountedWork {
  const sets = read.sets.map(({ key, photos }) => ({
    key,
    photos: photos.map((photo) => (photo.bytes === null ? photo : { ...photo, bytes: null })),
  }));
  return { ...read, sets };
}

/** The counts of a full count's reads, the photos in `sent` (uploaded since) counted as sent. */
export function pendingCountsAfter(counted: CountedWork, sent: ReadonlySet<string>): PendingCounts {
  const sets =
    sent.size === 0
      ? counted.sets
      : counted.sets.map(({ key, photos }) => ({
          key,
          photos: photos.map((photo) => (sent.has(photo.id) ? { ...photo, status: 'down' as const } : photo)),
        }));
  return pendingCountsOf(counted.entries, sets, counted.user, counted.refused);
}
