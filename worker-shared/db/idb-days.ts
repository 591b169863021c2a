/** Day lists over IndexedDB: a day's kv record and its jobs, replaced together; jobs awaiting sync stay. */
import type { Job } from '@domain/job/job';
import { putJobs } from './job-writes';
import type { JobsWriteTx } from './job-writes';
import type { OpenDb } from './database-connection';
import type { StoredDay } from './schema';
import type { DayList, EngineStorage } from './storage';

const DAY_PREFIX = 'day:';
const dayKey = (date: string) => `${DAY_PREFIX}${date}`;
const allDayKeys = () => IDBKeyRange.bound(DAY_PREFIX, `${DAY_PREFIX}\uffff`);

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

/** The storage's day-list calls. */
export type DayCalls = Pick<EngineStorage, 'readDay' | 'writeDay' | 'mergeDay' | 'dropDay' | 'dropAllDays'>;

/** The day-list calls over the database. */
export function idbDayCalls(db: OpenDb): DayCalls {
  const writeTx = async () => (await db()).transaction(['jobs', 'kv'], 'readwrite', { durability: 'strict' });
  return {
    async readDay(date) {
      const tx = (await db()).transaction(['kv', 'jobs'], 'readonly');
      const day = (await tx.objectStore('kv').get(dayKey(date))) as StoredDay | undefined;
      const stored = day ? await Promise.all(day.jobIds.map((id) => tx.objectStore('jobs').get(id))) : [];
      await tx.done;
      if (!day) return undefined;
      const jobs = stored.flatMap((entry): Job[] => (entry ? [entry.job] : []));
      return { date, manifests: day.manifests, download: day.download, jobs };
    },

    async writeDay(list) {
      const tx = await writeTx();
      await Promise.all([putDay(tx, list), tx.done]);
    },

    async mergeDay(day, merge) {
      const tx = await writeTx();
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
    },

    async dropDay(date) {
      const tx = await writeTx();
      await clearDayJobs(tx, date, new Set());
      await Promise.all([tx.objectStore('kv').delete(dayKey(date)), tx.done]);
    },

    async dropAllDays() {
      const tx = await writeTx();
      const jobs = tx.objectStore('jobs');
      for (let cursor = await jobs.openCursor(); cursor; cursor = await cursor.continue()) {
        if (cursor.value.job.requiresSync !== true) await cursor.delete();
      }
      await Promise.all([tx.objectStore('kv').delete(allDayKeys()), tx.done]);
    },
  };
}
