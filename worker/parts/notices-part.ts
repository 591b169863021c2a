/**
 * The notices part: a conflict notice ("Changed by the
 * office") is shown on its job and the day's list until its driver dismisses
 * it. Only the logged-in user's own notices can be dismissed; old ones go at
 * start (sync/notice-retention.ts).
 */
import type { EngineUnits } from '../engine-units';

/** The notices part over the wired units. */
export function noticesPart(units: EngineUnits) {
  return {
    /** Removes the logged-in user's notice with that id (the driver has read it); nothing when it is gone. */
    async dismissNotice(id: number): Promise<void> {
      const { storage, state, sync, tabs, log } = units;
      const user = state.current.login?.userName ?? null;
      const notices = user === null ? [] : await storage.conflictNotices();
      const notice = notices.find((candidate) => candidate.id === id && candidate.owner === user);
      if (!notice) return;
      await storage.dismissConflictNotice(id);
      log(`Conflict notice for job ${notice.jobId} dismissed by ${notice.owner}`);
      await sync.publishStatus();
      tabs.announce(notice.jobId);
    },
  };
}
