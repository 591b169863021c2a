/**
 * createEngine(world): the EngineApi over parts that take their world as
 * arguments. The database opens at once; every method waits for it.
 */
import { isValidIsoDate, todayIso } from '../src/domain/dates';
import { defaultDisplayDate } from '../src/domain/display-date';
import { isAdmin } from '../src/domain/login-status';
import { openIdbStorage } from './db/idb-storage';
import type { EngineApi } from './engine-api';
import { buildEngineParts } from './engine-parts';
import type { EngineWorld } from './engine-world';
import { updateJobListSettings } from './jobs/job-list-settings';
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

/** Creates the engine in the given world. */
export function createEngine(world: EngineWorld): Engine {
  const log = world.log ?? ((message: string) => console.log(message));
  const state = new StateCell(initialEngineState(todayIso(world.now())), world.now, log);
  const tasks = new BackgroundTasks(log);
  const parts = openIdbStorage(world.indexedDB).then((storage) =>
    buildEngineParts(world, { storage, state, tasks, log }),
  );
  const defaultDate = () => defaultDisplayDate(isAdmin(state.current.login), world.now());

  return {
    async start(options, onSnapshot) {
      const { storage, session, jobList } = await parts;
      state.update({ online: options.online, notification: null });
      const login = await session.restore();
      const fetchDue =
        login !== null && (await restoreJobList({ storage, state, jobList, now: world.now, log }, login));
      state.update({ ready: true });
      state.listen(onSnapshot);
      if (fetchDue && state.current.online) tasks.run(jobList.fetch(state.current.displayDate));
    },

    async login(form) {
      return (await parts).session.login(form);
    },

    async logout() {
      await (await parts).session.end({ rememberUserName: false });
    },

    async changeCdc() {
      await (await parts).session.end({ rememberUserName: true });
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
      const { jobList } = await parts;
      const wasOnline = state.current.online;
      state.update({ online });
      if (online && !wasOnline && state.current.login !== null) await jobList.reconnected();
    },

    async dismissNotification() {
      await parts;
      state.update({ notification: null });
    },

    idle: () => tasks.idle(),

    async close() {
      await tasks.idle();
      (await parts).storage.close();
    },
  };
}
