/**
 * EngineStorage over IndexedDB (idb), put together from its parts: kv and
 * stored records here, day lists (idb-days.ts), local work (idb-local-work.ts).
 * Touches the environment through the IDBFactory it is given: the browser's
 * indexedDB, or fake-indexeddb in tests.
 */
import type { KvKey } from './kv-key';
import { DatabaseConnection } from './database-connection';
import { idbDayCalls } from './idb-days';
import type { DayCalls } from './idb-days';
import { idbLocalWorkCalls } from './idb-local-work';
import type { LocalWorkCalls } from './idb-local-work';
import type { OpenDb } from './database-connection';
import type { EngineStorage } from './storage';

/** The storage's calls on kv values and single records: jobs, reason codes, geocodes. */
type RecordCalls = Omit<EngineStorage, keyof DayCalls | keyof LocalWorkCalls | 'close'>;

/** The kv and record calls over the database. */
function idbRecordCalls(db: OpenDb): RecordCalls {
  return {
    async get<T>(key: KvKey<T>) {
      return (await (await db()).get('kv', key.name)) as T | undefined;
    },
    async set<T>(key: KvKey<T>, value: T) {
      await (await db()).put('kv', value, key.name);
    },
    async remove(...keys) {
      const tx = (await db()).transaction('kv', 'readwrite', { durability: 'strict' });
      await Promise.all([...keys.map((key) => tx.store.delete(key.name)), tx.done]);
    },
    async jobsRequiringSync() {
      const stored = await (await db()).getAll('jobs');
      return stored.map((entry) => entry.job).filter((job) => job.requiresSync === true);
    },
    readJob: async (id) => (await db()).get('jobs', id),
    readReasonCodes: async (retailerId) => (await db()).get('reasonCodes', retailerId),
    async writeReasonCodes(entry) {
      await (await db()).put('reasonCodes', entry);
    },
    readGeocode: async (postcodeKey) => (await db()).get('geocodes', postcodeKey),
    async writeGeocode(geocode) {
      await (await db()).put('geocodes', geocode);
    },
  };
}

/** Opens (creating or upgrading) the 'doorstep' database through the given factory. */
export async function openIdbStorage(factory: IDBFactory): Promise<EngineStorage> {
  const connection = new DatabaseConnection(factory);
  await connection.open();
  const db: OpenDb = () => connection.open();
  return {
    ...idbRecordCalls(db),
    ...idbDayCalls(db),
    ...idbLocalWorkCalls(db),
    close: () => connection.close(),
  };
}
