/**
 * Product rule 4.1: startup: the stored list is kept only if its first job starts today
 * and it was downloaded less than 18 hours ago; otherwise it is dropped (with
 * a log). Either way the default date is shown; the refresh flag is set when
 * nothing usable is left.
 */
import { todayIso } from '@domain/time/dates';
import { defaultDisplayDate } from '@domain/job-list/display-date';
import type { LoginStatus } from '@domain/accounts/login-status';
import { isAdmin } from '@domain/accounts/login-status';
import { staleStoredJobsReason } from '@domain/job-list/startup';
import type { EngineStorage } from '@worker-shared/db/storage';
import { isStorageFullError } from '../images/storage-full';
import type { StateCell } from '../state/state-cell';
import type { JobList } from './job-list';
import { readJobListSettings, updateJobListSettings } from './job-list-settings';

/** What the startup step needs. */
export interface StartupDeps {
  storage: EngineStorage;
  state: StateCell;
  jobList: JobList;
  now: () => number;
  log: (message: string) => void;
}

/** Applies the startup rules and shows the default date's stored list; true when a fetch is due. */
export async function restoreJobList(deps: StartupDeps, login: LoginStatus): Promise<boolean> {
  const { storage, state, jobList, log } = deps;
  const now = deps.now();
  const settings = await readJobListSettings(storage, state.current.online);
  let refresh = settings.refresh;
  const stored = settings.displayDate ? await storage.readDay(settings.displayDate) : undefined;
  if (stored) {
    const reason = staleStoredJobsReason({ jobs: stored.jobs, download: stored.download, now });
    if (reason !== null) {
      log(`Stored jobs for ${stored.date} dropped: ${reason}`);
      await storage.dropDay(stored.date);
      refresh = true;
    }
  }
  const displayDate = defaultDisplayDate(isAdmin(login), now);
  const firstLoadOfDay = settings.lastLoadDay !== todayIso(now);
  // A full device must still open on what it holds (product rule 5.7): the settings then stay as they were.
  await updateJobListSettings(storage, { displayDate, refresh: refresh || firstLoadOfDay }).catch(
    (error: unknown) => {
      if (!isStorageFullError(error)) throw error;
      log(`Job list settings not stored: device full`);
    },
  );
  state.update({ displayDate });
  await jobList.showStored(displayDate);
  return refresh || firstLoadOfDay;
}
