/** A local save (architecture rule 3): everything one user change writes, committed in one strict transaction. */
import type { OutboxEntry } from '../stored/outbox-entry';
import type { StoredPhoto } from '../stored/stored-photo';
import type { KvKey } from './kv-key';
import type { StoredJob } from './schema';

/** A kv value changed from its current value inside the save's transaction. */
export interface KvUpdate {
  name: string;
  update(current: unknown): unknown;
}

/** A typed KvUpdate. */
export function kvUpdate<T>(key: KvKey<T>, update: (current: T | undefined) => T): KvUpdate {
  return { name: key.name, update: (current) => update(current as T | undefined) };
}

/** What one save writes; every part is optional. */
export interface LocalSave {
  /** The changed job (put, and the stored active job refreshed when it is this one). */
  job?: StoredJob;
  /** Queued for the gateway. */
  outbox?: OutboxEntry;
  /** Photos appended to those already stored under the key. */
  photos?: { key: string; photos: StoredPhoto[] };
  /** Photos taken out of the image cache (before any are appended); a key left empty is deleted. */
  dropPhotos?: { key: string; photoIds: string[] };
  kv?: KvUpdate[];
}
