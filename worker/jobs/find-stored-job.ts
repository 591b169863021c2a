/** Finds a stored job of any date: the jobs store first, then the stored active job. */
import { isoDayOf, todayIso } from '../../src/domain/dates';
import { activeJobKey } from '../db/job-records';
import type { StoredJob } from '../db/schema';
import type { EngineStorage } from '../db/storage';

/** The stored job with that id (the active job is filed under its start day when its list is gone). */
export async function findStoredJob(
  storage: EngineStorage,
  jobId: string,
  now: number,
): Promise<StoredJob | undefined> {
  const stored = await storage.readJob(jobId);
  if (stored) return stored;
  const active = await storage.get(activeJobKey);
  if (active?.id !== jobId) return undefined;
  return { id: jobId, date: isoDayOf(active.start_time) ?? todayIso(now), job: active };
}
