/**
 * The jobs part: the list's date and refresh, opening and finding a job, its
 * notes, and the device position with the arrival check. Jobs are looked up
 * for the logged-in user (another user's unsynced jobs stay hidden).
 */
import { isAdmin } from '@domain/accounts/login-status';
import { messages } from '@domain/app/messages';
import type { Job } from '@domain/job/job';
import { isClosedJob } from '@domain/job/closed-job';
import { defaultDisplayDate } from '@domain/job-list/display-date';
import { isValidIsoDate } from '@domain/time/dates';
import { activeJobKey } from '@worker-shared/db/job-writes';
import type { DevicePosition, NotesResult } from '../engine-shapes';
import { findJobFor } from '../jobs/job-for-user';
import { fetchJobForAdmin } from '../jobs/admin-job-fetch';
import { updateJobListSettings } from '../jobs/job-list-settings';
import { loadJobNotes } from '../jobs/job-notes';
import type { EngineUnits } from '../engine-units';

/**
 * Checks the position against the active job (logged in only), in the
 * background. Offline too: the arrival is a local save that syncs later (the
 * heartbeat itself waits for the signal).
 */
export function checkArrival(units: EngineUnits): void {
  const { login, activeJob } = units.state.current;
  const position = units.position.current;
  if (!login || !activeJob || !position) return;
  units.tasks.run(units.arrival.check(position, activeJob));
}

/** userName of the logged-in user, or null. */
const viewer = (units: EngineUnits) => units.state.current.login?.userName ?? null;

/** The jobs part over the wired units. */
export function jobsPart(units: EngineUnits) {
  return {
    /** Fetches the shown day's jobs (online), or marks the list for a refresh when the signal returns. */
    async refresh(): Promise<void> {
      const { storage, state, jobList } = units;
      if (state.current.login === null) return;
      if (state.current.online) await jobList.fetch(state.current.displayDate);
      else await updateJobListSettings(storage, { refresh: true });
    },

    /** null returns to the default date (today for drivers, yesterday for admins). */
    async setDisplayDate(isoDay: string | null): Promise<void> {
      const { state, jobList, now } = units;
      const fallback = () => defaultDisplayDate(isAdmin(state.current.login), now());
      const date = isoDay !== null && isValidIsoDate(isoDay) ? isoDay : fallback();
      if (state.current.login === null) state.update({ displayDate: date });
      else await jobList.showDate(date);
    },

    /**
     * Marks the job the one active job and stores it; null when no stored job
     * has that id. A closed job is opened to be read, not worked: it does not
     * become the active job (its heartbeats would report a finished visit).
     */
    async openJob(jobId: string): Promise<Job | null> {
      const { storage, state, jobWrites, now } = units;
      const job = await jobWrites.run(async () => {
        const stored = await findJobFor(storage, jobId, now(), viewer(units));
        if (stored && !isClosedJob(stored.job)) {
          await storage.set(activeJobKey, stored.job);
          state.update({ activeJob: stored.job });
        }
        return stored?.job ?? null;
      });
      if (job) checkArrival(units);
      return job;
    },

    /** A stored job of any date by id, or null; an admin online is given a job the phone does not hold. */
    async findJob(jobId: string): Promise<Job | null> {
      const stored = await findJobFor(units.storage, jobId, units.now(), viewer(units));
      if (stored) return stored.job;
      const { login, online } = units.state.current;
      if (!isAdmin(login) || !online) return null;
      return fetchJobForAdmin(units, jobId);
    },

    /** The job's notes from the gateway, cached for offline. */
    async loadNotes(jobId: string): Promise<NotesResult> {
      const { storage, send, state, now, log } = units;
      const stored = await findJobFor(storage, jobId, now(), viewer(units));
      if (!stored) return { ok: false, message: messages.somethingWentWrong };
      return loadJobNotes({ storage, send, online: () => state.current.online, log }, stored.job);
    },

    /** The latest position from the main thread's geolocation watch (null when unavailable). */
    setPosition(position: DevicePosition | null): Promise<void> {
      units.position.current = position;
      checkArrival(units);
      return Promise.resolve();
    },
  };
}
