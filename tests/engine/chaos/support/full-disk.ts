/**
 * A full disk on one write: while armed, the next put or add in a read-write
 * transaction over the outbox (a local save, or the sync pass's bookkeeping)
 * meets the quota, as a browser reports it: the whole transaction aborts and
 * the write throws QuotaExceededError. It patches fake-indexeddb's object store
 * once; unarmed, every write goes through untouched.
 */
import { IDBObjectStore } from 'fake-indexeddb';
import { quotaExceeded } from '../../support/full-device';

type Write = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>;

/** The disk of every chaos run: arm it for one write. */
export const fullDisk = {
  armed: false,
  /** Writes it refused (the run's figures). */
  refused: 0,
};

function refusing(write: Write): Write {
  return function (this: IDBObjectStore, value, key) {
    const scope = this.transaction.objectStoreNames;
    if (fullDisk.armed && this.transaction.mode === 'readwrite' && scope.contains('outbox')) {
      fullDisk.armed = false;
      fullDisk.refused += 1;
      this.transaction.abort();
      throw quotaExceeded();
    }
    return write.call(this, value, key);
  };
}

let installed = false;

/** Patches the object store's writes (once per process). */
export function installFullDisk(): void {
  if (installed) return;
  installed = true;
  const prototype = IDBObjectStore.prototype as unknown as { put: Write; add: Write };
  prototype.put = refusing(prototype.put);
  prototype.add = refusing(prototype.add);
}
