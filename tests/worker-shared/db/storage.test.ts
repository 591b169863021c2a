/** The storage contract on fake-indexeddb, plus the schema's stores. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { openDatabase } from '@worker-shared/db/database-connection';
import { DATABASE_NAME } from '@worker-shared/db/schema';
import { DATABASE_VERSION } from '@worker-shared/db/upgrades';
import { describeStorageContract } from '../../engine/support/storage-contract';
import { describeLocalWorkContract } from '../../engine/support/storage-local-work-contract';
import { describeOutboxStatesContract } from '../../engine/support/storage-outbox-contract';

describeStorageContract('idb over fake-indexeddb', () => openIdbStorage(new IDBFactory()));
describeLocalWorkContract('idb over fake-indexeddb', () => openIdbStorage(new IDBFactory()));
describeOutboxStatesContract('idb over fake-indexeddb', () => openIdbStorage(new IDBFactory()));

describe('the doorstep database', () => {
  it('creates every store at the current version', async () => {
    const db = await openDatabase(new IDBFactory());
    expect(db.name).toBe(DATABASE_NAME);
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      'conflictNotices',
      'discardedChanges',
      'geocodes',
      'images',
      'jobs',
      'kv',
      'outbox',
      'reasonCodes',
    ]);
    expect([...db.transaction('jobs').store.indexNames]).toEqual(['byDate']);
    db.close();
  });
});
