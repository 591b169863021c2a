/**
 * createEngine(deps): the EngineApi over parts that take their deps as
 * arguments. The database opens at once; every method waits for it. A sync
 * pass starts at app start, after login and when the connection returns; the
 * regular heartbeat runs from start to close.
 */
import { isValidIsoDate, todayIso } from '../src/domain/time/dates';
import { defaultDisplayDate } from '../src/domain/job-list/display-date';
import { isAdmin } from '../src/domain/accounts/login-status';
import { openIdbStorage } from '../worker-shared/db/idb-storage';
import { activeJobKey } from '../worker-shared/db/job-records';
import type { EngineApi } from './engine-shapes';
import { wireEngine } from './wire-engine';
import type { EngineDeps } from './engine-deps';
import { checkArrival, createJobIntents } from './intents/job-intents';
import { updateJobListSettings } from './jobs/job-list-settings';
import { readAssessedJobIds } from './jobs/risk-assessment-keys';
import { restoreJobList } from './jobs/startup-restore';
import { BackgroundTasks } from './state/background-tasks';
import { initialEngineState } from './state/engine-state';
import { StateCell } from './state/state-cell';

/** The engine: the EngineApi plus hooks for tests and shutdown. */
export interface Engine extends EngineApi {
  /** Resolves once work started in the background (the fetch after start or login) has finished. */
  idle(): Promise<void>;
  /** Waits for background work, then closes the database. */
  close(): Promise<void>;
}

/** Creates the engine in the given deps. */
export function createEngine(deps: EngineDeps): Engine {
  const log = deps.log ?? ((message: string) => console.log(message));
  const state = new StateCell(initialEngineState(todayIso(deps.now())), deps.now, log);
  const tasks = new BackgroundTasks(log);
  const parts = openIdbStorage(deps.indexedDB).then((storage) =>
    wireEngine(deps, { storage, state, tasks, log }),
  );
  const defaultDate = () => defaultDisplayDate(isAdmin(state.current.login), deps.now());

  return {
    async start(options, onSnapshot) {
      const { storage, session, jobList, sync, heartbeat } = await parts;
      state.update({ online: options.online, notification: null });
      const login = await session.restore();
      const activeJob = login === null ? null : ((await storage.get(activeJobKey)) ?? null);
      state.update({ activeJob, assessedJobIds: await readAssessedJobIds(storage) });
      const fetchDue =
        login !== null && (await restoreJobList({ storage, state, jobList, now: deps.now, log }, login));
      await sync.publishStatus();
      state.update({ ready: true });
      state.listen(onSnapshot);
      if (fetchDue && state.current.online) tasks.run(jobList.fetch(state.current.displayDate));
      tasks.run(sync.trigger());
      heartbeat.start();
    },

    async login(form) {
      const { session, sync } = await parts;
      const result = await session.login(form);
      if (result.ok) tasks.run(sync.trigger());
      return result;
    },

    async logout() {
      await (await parts).sessionEnd.request('logout');
    },

    async changeCdc() {
      await (await parts).sessionEnd.request('changeCdc');
    },

    async refresh() {
      const { storage, jobList } = await parts;
      if (state.current.login === null) return;
      if (state.current.online) await jobList.fetch(state.current.displayDate);
      else await updateJobListSettings(storage, { refresh: true });
    },

    async setDisplayDate(isoDay) {
      const { jobList } = await parts;
      const date = isoDay !== null && isValidIsoDate(isoDay) ? isoDay : defaultDate();
      if (state.current.login === null) state.update({ displayDate: date });
      else await jobList.showDate(date);
    },

    async setOnline(online) {
      const ready = await parts;
      const wasOnline = state.current.online;
      state.update({ online });
      await ready.sync.publishStatus();
      if (online && !wasOnline) tasks.run(ready.session.sendRevocations());
      if (!online || state.current.login === null) return;
      tasks.run(ready.sync.trigger());
      if (wasOnline) return;
      checkArrival(ready, { state, tasks, now: deps.now, log });
      await ready.jobList.reconnected();
    },

    async backgroundSynced(idempotencyKeys) {
      const { storage, sync } = await parts;
      const keys = new Set(idempotencyKeys);
      const confirmed = (await storage.outboxEntries()).filter((entry) => keys.has(entry.idempotencyKey));
      if (confirmed.length === 0) return;
      log(`Background sync delivered ${confirmed.length} queued update(s); confirming them with the gateway`);
      await sync.trigger();
    },

    async dismissNotification(value) {
      const { sessionEnd } = await parts;
      state.update({ notification: null });
      await sessionEnd.answer(value);
    },

    async registerAccount(request) {
      return (await parts).accounts.register(request);
    },

    async requestPasswordReset(request) {
      return (await parts).accounts.requestPasswordReset(request);
    },

    async resetPassword(request) {
      return (await parts).accounts.resetPassword(request);
    },

    ...createJobIntents(parts, { state, tasks, now: deps.now, log }),

    idle: () => tasks.idle(),

    async close() {
      const { storage, sync, heartbeat, tabs } = await parts;
      sync.stop();
      heartbeat.stop();
      tabs.close();
      await tasks.idle();
      storage.close();
    },
  };
}
