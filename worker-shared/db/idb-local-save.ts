/** Commits a LocalSave over IndexedDB: jobs, outbox, images and kv in one `durability: 'strict'` transaction. */
import type { IDBPDatabase } from 'idb';
import type { StoredPhoto } from '../stored/stored-photo';
import { putJobs } from './job-writes';
import { transactionWork } from './transaction-work';
import type { LocalSave } from './local-save';
import type { DoorstepDb } from './schema';

/** The images store of a read-write transaction. */
interface ImagesWrite {
  get(key: string): Promise<StoredPhoto[] | undefined>;
  put(value: StoredPhoto[], key: string): Promise<unknown>;
  delete(key: string): Promise<unknown>;
}

/** Takes photos out of a key's list, deleting the key when none is left. */
async function dropPhotos(images: ImagesWrite, drop: { key: string; photoIds: string[] }): Promise<void> {
  const ids = new Set(drop.photoIds);
  const kept = ((await images.get(drop.key)) ?? []).filter((photo) => !ids.has(photo.id));
  await (kept.length === 0 ? images.delete(drop.key) : images.put(kept, drop.key));
}

/** Writes the save atomically (any failure aborts it all); resolves with the new outbox entry's id (when it queued one) once durable. */
export async function commitLocalSave(
  db: IDBPDatabase<DoorstepDb>,
  save: LocalSave,
): Promise<number | undefined> {
  const tx = db.transaction(['jobs', 'outbox', 'images', 'kv'], 'readwrite', { durability: 'strict' });
  const work = async (): Promise<number | undefined> => {
    if (save.job) await putJobs({ jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') }, [save.job]);
    if (save.dropPhotos) await dropPhotos(tx.objectStore('images'), save.dropPhotos);
    if (save.photos) {
      const images = tx.objectStore('images');
      const stored = (await images.get(save.photos.key)) ?? [];
      await images.put([...stored, ...save.photos.photos], save.photos.key);
    }
    const kv = tx.objectStore('kv');
    for (const change of save.kv ?? []) {
      await kv.put(change.update(await kv.get(change.name)), change.name);
    }
    return save.outbox ? tx.objectStore('outbox').add(save.outbox) : undefined;
  };
  return transactionWork(tx, work);
}
