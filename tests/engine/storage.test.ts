/** The storage contract on fake-indexeddb, plus the schema's stores. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openIdbStorage } from '../../worker/db/idb-storage';
import { openDatabase } from '../../worker/db/open-database';
import { DATABASE_NAME, DATABASE_VERSION } from '../../worker/db/schema';
import { describeStorageContract } from './storage-contract';
import { describeLocalWorkContract } from './storage-local-work-contract';

describeStorageContract('idb over fake-indexeddb', () => openIdbStorage(new IDBFactory()));
describeLocalWorkContract('idb over fake-indexeddb', () => openIdbStorage(new IDBFactory()));

describe('the doorstep database', () => {
  it('creates every store at the current version', async () => {
    const db = await openDatabase(new IDBFactory());
    expect(db.name).toBe(DATABASE_NAME);
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
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
