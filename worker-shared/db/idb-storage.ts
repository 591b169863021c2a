/**
 * EngineStorage over IndexedDB (idb). Touches the environment through the
 * IDBFactory it is given: the browser's indexedDB, or fake-indexeddb in tests.
 */
import type { IDBPDatabase } from 'idb';
import type { Job } from '../../src/domain/job/job';
import type { StoredPhotoSet } from '../records/stored-photo';
import type { StoredOutboxEntry } from '../records/outbox-entry';
import { commitLocalSave } from './idb-local-save';
import { completeOutboxEntry, readOutbox, recordOutboxFailure } from './idb-outbox';
import { markPhotoUploaded, readPhotoSets, recordPhotoFailure } from './idb-photos';
import { putJobs } from './job-records';
import type { JobsWriteTx } from './job-records';
import type { KvKey } from './kv-key';
import type { LocalSave } from './local-save';
import { DatabaseConnection } from './database-connection';
import type { DoorstepDb, StoredDay, StoredGeocode, StoredJob, StoredReasonCodes } from './schema';
import type { DayList, EngineStorage } from './storage';

const DAY_PREFIX = 'day:';
const dayKey = (date: string) => `${DAY_PREFIX}${date}`;
const allDayKeys = () => IDBKeyRange.bound(DAY_PREFIX, `${DAY_PREFIX}\uffff`);

/** Opens (creating or upgrading) the 'doorstep' database through the given factory. */
export async function openIdbStorage(factory: IDBFactory): Promise<EngineStorage> {
  const connection = new DatabaseConnection(factory);
  await connection.open();
  return new IdbStorage(connection);
}

/** Deletes the day's jobs that do not await sync, except those whose ids are kept. */
async function clearDayJobs(tx: JobsWriteTx, date: string, keepIds: ReadonlySet<string>): Promise<void> {
  const index = tx.objectStore('jobs').index('byDate');
  for (let cursor = await index.openCursor(date); cursor; cursor = await cursor.continue()) {
    if (!keepIds.has(cursor.value.id) && cursor.value.job.requiresSync !== true) await cursor.delete();
  }
}

/** Replaces a day's list inside a transaction: its jobs (the active job's copy too) and its kv record. */
async function putDay(tx: JobsWriteTx, list: DayList): Promise<void> {
  const jobIds = list.jobs.map((job) => job.id);
  await clearDayJobs(tx, list.date, new Set(jobIds));
  const day: StoredDay = { date: list.date, manifests: list.manifests, download: list.download, jobIds };
  await Promise.all([
    putJobs(
      { jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') },
      list.jobs.map((job) => ({ id: job.id, date: list.date, job })),
    ),
    tx.objectStore('kv').put(day, dayKey(list.date)),
  ]);
}

class IdbStorage implements EngineStorage {
  constructor(private readonly connection: DatabaseConnection) {}

  /** The open connection, reopened if the browser closed it since the last call. */
  private db(): Promise<IDBPDatabase<DoorstepDb>> {
    return this.connection.open();
  }

  async get<T>(key: KvKey<T>): Promise<T | undefined> {
    const db = await this.db();
    return (await db.get('kv', key.name)) as T | undefined;
  }

  async set<T>(key: KvKey<T>, value: T): Promise<void> {
    const db = await this.db();
    await db.put('kv', value, key.name);
  }

  async remove(...keys: KvKey<unknown>[]): Promise<void> {
    const tx = (await this.db()).transaction('kv', 'readwrite', { durability: 'strict' });
    await Promise.all([...keys.map((key) => tx.store.delete(key.name)), tx.done]);
  }

  async readDay(date: string): Promise<DayList | undefined> {
    const tx = (await this.db()).transaction(['kv', 'jobs'], 'readonly');
    const day = (await tx.objectStore('kv').get(dayKey(date))) as StoredDay | undefined;
    const stored = day ? await Promise.all(day.jobIds.map((id) => tx.objectStore('jobs').get(id))) : [];
    await tx.done;
    if (!day) return undefined;
    const jobs = stored.flatMap((entry): Job[] => (entry ? [entry.job] : []));
    return { date, manifests: day.manifests, download: day.download, jobs };
  }

  async writeDay(list: DayList): Promise<void> {
    const tx = (await this.db()).transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    await Promise.all([putDay(tx, list), tx.done]);
  }

  async mergeDay(day: Omit<DayList, 'jobs'>, merge: (localJobs: Job[]) => Job[]): Promise<DayList> {
    const tx = (await this.db()).transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    const write = async (): Promise<DayList> => {
      const stored = await tx.objectStore('jobs').getAll();
      const local = stored
        .map((entry) => entry.job)
        .filter((job) => job.changed === true || job.requiresSync === true);
      const list = { ...day, jobs: merge(local) };
      await putDay(tx, list);
      return list;
    };
    const [list] = await Promise.all([write(), tx.done]);
    return list;
  }

  async dropDay(date: string): Promise<void> {
    const tx = (await this.db()).transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    await clearDayJobs(tx, date, new Set());
    await Promise.all([tx.objectStore('kv').delete(dayKey(date)), tx.done]);
  }

  async dropAllDays(): Promise<void> {
    const tx = (await this.db()).transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
    const jobs = tx.objectStore('jobs');
    for (let cursor = await jobs.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.job.requiresSync !== true) await cursor.delete();
    }
    await Promise.all([tx.objectStore('kv').delete(allDayKeys()), tx.done]);
  }

  async jobsRequiringSync(): Promise<Job[]> {
    const db = await this.db();
    const stored = await db.getAll('jobs');
    return stored.map((entry) => entry.job).filter((job) => job.requiresSync === true);
  }

  async readJob(id: string): Promise<StoredJob | undefined> {
    return (await this.db()).get('jobs', id);
  }

  async readReasonCodes(retailerId: string): Promise<StoredReasonCodes | undefined> {
    return (await this.db()).get('reasonCodes', retailerId);
  }

  async writeReasonCodes(entry: StoredReasonCodes): Promise<void> {
    const db = await this.db();
    await db.put('reasonCodes', entry);
  }

  async commitSave(save: LocalSave): Promise<number | undefined> {
    return commitLocalSave(await this.db(), save);
  }

  async outboxEntries(): Promise<StoredOutboxEntry[]> {
    return readOutbox(await this.db());
  }

  async recordOutboxFailure(id: number, message: string): Promise<void> {
    return recordOutboxFailure(await this.db(), id, message);
  }

  async completeOutboxEntry(id: number): Promise<Job | undefined> {
    return completeOutboxEntry(await this.db(), id);
  }

  async photoSets(): Promise<StoredPhotoSet[]> {
    return readPhotoSets(await this.db());
  }

  async recordPhotoFailure(key: string, photoId: string, message: string): Promise<void> {
    return recordPhotoFailure(await this.db(), key, photoId, message);
  }

  async markPhotoUploaded(key: string, photoId: string, location: string): Promise<Job | undefined> {
    return markPhotoUploaded(await this.db(), key, photoId, location);
  }

  async readGeocode(postcodeKey: string): Promise<StoredGeocode | undefined> {
    return (await this.db()).get('geocodes', postcodeKey);
  }

  async writeGeocode(geocode: StoredGeocode): Promise<void> {
    const db = await this.db();
    await db.put('geocodes', geocode);
  }

  close(): void {
    this.connection.close();
  }
}
