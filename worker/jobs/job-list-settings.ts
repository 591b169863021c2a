/** The job list's persisted settings (product rule 3.12 job list state) and the balance-paid list, in kv. */
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';

/** What survives a reload: the date shown, the refresh flag, and the day of the last load. */
export interface JobListSettings {
  /** ISO day last shown, or null before the first list. */
  displayDate: string | null;
  /** Set when the list must be fetched at the next chance (starts as the online flag). */
  refresh: boolean;
  /** ISO day of the last successful fetch ("first load of the day"). */
  lastLoadDay: string | null;
}

const settingsKey = kvKey<JobListSettings>('jobListSettings');

/** Job ids whose balance was paid on this device (written by the completion flow). */
export const balancePaidJobsKey = kvKey<string[]>('balancePaidJobs');

/** Reads the settings; new ones start with the refresh flag set to the online flag. */
export async function readJobListSettings(storage: EngineStorage, online: boolean): Promise<JobListSettings> {
  return (await storage.get(settingsKey)) ?? { displayDate: null, refresh: online, lastLoadDay: null };
}

/** Updates some settings. */
export async function updateJobListSettings(
  storage: EngineStorage,
  patch: Partial<JobListSettings>,
): Promise<void> {
  const current = (await storage.get(settingsKey)) ?? {
    displayDate: null,
    refresh: false,
    lastLoadDay: null,
  };
  await storage.set(settingsKey, { ...current, ...patch });
}

/** Forgets the settings (end of session). */
export function clearJobListSettings(storage: EngineStorage): Promise<void> {
  return storage.remove(settingsKey);
}
