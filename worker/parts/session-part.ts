/**
 * The session part: start, login and logout, the connection
 * coming and going, the service worker's report, the notification, close.
 * A sync pass starts at app start (old conflict notices dropped first), after
 * login and when the connection returns; the regular heartbeat runs from
 * start to close.
 */
import { activeJobKey } from '@worker-shared/db/job-writes';
import type { EngineStartOptions, LoginForm, LoginResult, SnapshotChanges } from '../engine-shapes';
import { readAssessedJobIds } from '../jobs/risk-assessment-keys';
import { restoreJobList } from '../jobs/startup-restore';
import { dropOldNotices } from '../sync/notice-retention';
import type { EngineUnits } from '../engine-units';
import { checkArrival } from './jobs-part';

/** The session part over the wired units. */
export function sessionPart(units: EngineUnits) {
  return {
    /**
     * Reads what is stored, pushes the whole snapshot, then fetches and syncs in the background; every later
     * push to `onChanges` holds only the snapshot's fields that changed (state-cell.ts).
     */
    async start(options: EngineStartOptions, onChanges: (changes: SnapshotChanges) => void): Promise<void> {
      const { storage, state, tasks, session, jobList, sync, heartbeat, now, log } = units;
      state.update({ online: options.online, notification: null });
      const login = await session.restore();
      const activeJob = login === null ? null : ((await storage.get(activeJobKey)) ?? null);
      state.update({ activeJob, assessedJobIds: await readAssessedJobIds(storage) });
      const fetchDue = login !== null && (await restoreJobList({ storage, state, jobList, now, log }, login));
      await dropOldNotices(storage, now(), log).catch((error: unknown) =>
        log(`Old conflict notices not dropped: ${String(error)}`),
      );
      await sync.publishStatus();
      state.update({ ready: true });
      state.listen(onChanges);
      if (fetchDue && state.current.online) tasks.run(jobList.fetch(state.current.displayDate));
      tasks.run(sync.trigger());
      heartbeat.start();
    },

    /** Logs in; a sync pass follows a successful login. */
    async login(form: LoginForm): Promise<LoginResult> {
      const { session, sync, tasks } = units;
      const result = await session.login(form);
      if (result.ok) tasks.run(sync.trigger());
      return result;
    },

    /**
     * Logs out to '/'. When the user's changes or photos wait, shows a confirmation
     * (notification with the count) instead; its "Log out anyway" ends the session.
     * Unsynced work always stays, sent after that user's next login.
     */
    async logout(): Promise<void> {
      await units.sessionEnd.request('logout');
    },

    /** Clears branch, driver and vehicle assignment and logs out to '/' (confirmed like logout when work waits). */
    async changeCdc(): Promise<void> {
      await units.sessionEnd.request('changeCdc');
    },

    /**
     * The connection came or went: status now; back online, revocations, a heartbeat when work waits
     * (the office hears of the backlog before the pass sends it), a pass and the arrival check.
     */
    async setOnline(online: boolean): Promise<void> {
      const { state, tasks, sync, session, jobList, heartbeat } = units;
      const wasOnline = state.current.online;
      state.update({ online });
      tasks.run(units.todayBoard.setOnline(online));
      await sync.publishStatus();
      if (online && !wasOnline) tasks.run(session.sendRevocations());
      if (!online || state.current.login === null) return;
      if (!wasOnline) await heartbeat.beatWhenWorkWaits();
      tasks.run(sync.trigger());
      if (wasOnline) return;
      checkArrival(units);
      await jobList.reconnected();
    },

    /**
     * The service worker's background-sync backstop delivered these outbox entries (by idempotency key)
     * while the engine was not looking. A sync pass confirms them by resending: the gateway answers a
     * known key with its first answer and applies nothing twice, so the entries leave the outbox and
     * requiresSync clears through the one ordinary path.
     */
    async backgroundSynced(idempotencyKeys: string[]): Promise<void> {
      const { storage, sync, log } = units;
      const keys = new Set(idempotencyKeys);
      const confirmed = (await storage.outboxEntries()).filter((entry) => keys.has(entry.idempotencyKey));
      if (confirmed.length === 0) return;
      log(`Background sync delivered ${confirmed.length} queued update(s); confirming them with the gateway`);
      await sync.trigger();
    },

    /** Closes the notification; value is the chosen button's click value (none for Escape). */
    async dismissNotification(value?: string): Promise<void> {
      const { state, sessionEnd } = units;
      state.update({ notification: null });
      await sessionEnd.answer(value);
    },

    /** Resolves once work started in the background (the fetch after start or login) has finished. */
    idle(): Promise<void> {
      return units.tasks.idle();
    },

    /** Waits for background work, then closes the database. */
    async close(): Promise<void> {
      const { storage, sync, heartbeat, tabs, tasks } = units;
      sync.stop();
      heartbeat.stop();
      tabs.close();
      await tasks.idle();
      storage.close();
    },
  };
}
