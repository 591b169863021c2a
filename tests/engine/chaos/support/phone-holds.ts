/** What the phone holds at the end of a chaos run, read over a second connection to its IndexedDB. */
import type { Job } from '@domain/job/job';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { ConflictNotice } from '@worker-shared/stored/sync-leftovers';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import type { ChaosPhone } from './simulated-phone';

/** The phone's outbox, photos still to upload, stored jobs and conflict notices. */
export interface PhoneRecord {
  entries: StoredOutboxEntry[];
  waitingPhotos: StoredPhoto[];
  jobs: Map<string, Job>;
  notices: ConflictNotice[];
}

/** Reads the phone's record of the run's jobs. */
export async function readPhoneRecord(phone: ChaosPhone, jobIds: readonly string[]): Promise<PhoneRecord> {
  const storage = await openIdbStorage(phone.factory);
  try {
    const jobs = new Map<string, Job>();
    for (const id of jobIds) {
      const stored = await storage.readJob(id);
      if (stored) jobs.set(id, stored.job);
    }
    const photos = (await storage.photoSets()).flatMap((set) => set.photos);
    return {
      entries: await storage.outboxEntries(),
      waitingPhotos: photos.filter((photo) => photo.status === 'up'),
      jobs,
      notices: await storage.conflictNotices(),
    };
  } finally {
    storage.close();
  }
}

/** True when nothing waits to be sent but entries that need the driver's attention. */
export async function nothingWaits(phone: ChaosPhone): Promise<boolean> {
  const storage = await openIdbStorage(phone.factory);
  try {
    const pending = (await storage.outboxEntries()).filter((entry) => entry.state !== 'attention');
    const up = (await storage.photoSets()).some((set) => set.photos.some((photo) => photo.status === 'up'));
    return pending.length === 0 && !up;
  } finally {
    storage.close();
  }
}
