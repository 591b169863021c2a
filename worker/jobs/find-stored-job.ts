/** Finds a stored job of any date: the jobs store first, then the stored active job. */
import { isoDayOf, todayIso } from '@domain/time/dates';
import { activeJobKey } from '@worker-shared/db/job-writes';
import type { StoredJob } from '@worker-shared/db/schema';
import type { EngineStorage } from '@worker-shared/db/storage';

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
