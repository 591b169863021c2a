/**
 * EngineStorage over IndexedDB (idb). Touches the environment through the
 * IDBFactory it is given: the browser's indexedDB, or fake-indexeddb in tests.
 */
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import type { Job } from '../../src/domain/job';
import type { KvKey } from './kv-key';
import { openDatabase } from './open-database';
import type { DoorstepDb, StoredDay, StoredReasonCodes } from './schema';
import type { DayList, EngineStorage } from './storage';

const DAY_PREFIX = 'day:';
const dayKey = (date: string) => `${DAY_PREFIX}${date}`;
const allDayKeys = () => IDBKeyRange.bound(DAY_PREFIX, `${DAY_PREFIX}\uffff`);

type WriteTx = IDBPTransaction<DoorstepDb, ('jobs' | 'kv')[], 'readwrite'>;

/** Opens (creating or upgrading) the 'doorstep' database through the given factory. */
export async function openIdbStorage(factory: IDBFactory): Promise<EngineStorage> {
  return new IdbStorage(await openDatabase(factory));
}

/** Deletes the day's jobs that do not await sync, except those whose ids are kept. */
async function clearDayJobs(tx: WriteTx, date: string, keepIds: ReadonlySet<string>): Promise<void> {
  const index = tx.objectStore('jobs').index('byDate');
  for (let cursor = await index.openCursor(date); cursor; cursor = await cursor.continue()) {
    if (!keepIds.has(cursor.value.id) && cursor.value.job.requiresSync !== true) await cursor.delete();
  }
}

class IdbStorage implements EngineStorage {
  constructor(private readonly db: IDBPDatabase<DoorstepDb>) {}

  async get<T>(key: KvKey<T>): Promise<T | undefined> {
    return (await this.db.get('kv', key.name)) as T | undefined;
  }

  async set<T>(key: KvKey<T>, value: T): Promise<void> {
    await this.db.put('kv', value, key.name);
  }

  async remove(...keys: KvKey<unknown>[]): Promise<void> {
    const tx = this.db.transaction('kv', 'readwrite', { durability: 'strict' });
    await Promise.all([...keys.map((key) => tx.store.delete(key.name)), tx.done]);
  }

  async readDay(date: string): Promise<DayList | undefined> {
    const tx = this.db.transaction(['kv', 'jobs'], 'readonly');
    const day = (await tx.objectStore('kv').get(dayKey(date))) as StoredDay | undefined;
    const stored = day ? await Promise.all(day.jobIds.map((id) => tx.objectStore('jobs').get(id))) : [];
    await tx.done;
    if (!day) return undefined;
    const jobs = stored.flatMap((entry): Job[] => (entry ? [entry.job] : []));
    return { date, manifests: day.manifests, download: day.download, jobs };
  }

  async writeDay(list: DayList): Promise<void> {
    const tx = this.db.transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    const jobIds = list.jobs.map((job) => job.id);
    await clearDayJobs(tx, list.date, new Set(jobIds));
    const store = tx.objectStore('jobs');
    const day: StoredDay = { date: list.date, manifests: list.manifests, download: list.download, jobIds };
    await Promise.all([
      ...list.jobs.map((job) => store.put({ id: job.id, date: list.date, job })),
      tx.objectStore('kv').put(day, dayKey(list.date)),
      tx.done,
    ]);
  }

  async dropDay(date: string): Promise<void> {
    const tx = this.db.transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    await clearDayJobs(tx, date, new Set());
    await Promise.all([tx.objectStore('kv').delete(dayKey(date)), tx.done]);
  }

  async dropAllDays(): Promise<void> {
    const tx = this.db.transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    const jobs = tx.objectStore('jobs');
    for (let cursor = await jobs.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.job.requiresSync !== true) await cursor.delete();
    }
    await Promise.all([tx.objectStore('kv').delete(allDayKeys()), tx.done]);
  }

  async jobsRequiringSync(): Promise<Job[]> {
    const stored = await this.db.getAll('jobs');
    return stored.map((entry) => entry.job).filter((job) => job.requiresSync === true);
  }

  async readReasonCodes(retailerId: string): Promise<StoredReasonCodes | undefined> {
    return this.db.get('reasonCodes', retailerId);
  }

  async writeReasonCodes(entry: StoredReasonCodes): Promise<void> {
    await this.db.put('reasonCodes', entry);
  }

  close(): void {
    this.db.close();
  }
}
