/**
 * EngineUnits: the units wire-engine.ts builds once over the open database,
 * which the parts in parts/ are made of. A part's methods reach them; the
 * page never does.
 */
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { Session } from './auth/session';
import type { SessionEndConfirmation } from './auth/session-end-confirmation';
import type { DevicePosition } from './engine-shapes';
import type { ArrivalCheck } from './heartbeat/arrival-check';
import type { HeartbeatThrottle } from './heartbeat/heartbeat-throttle';
import type { JobList } from './jobs/job-list';
import type { BackgroundTasks } from './state/background-tasks';
import type { StateCell } from './state/state-cell';
import type { TabChannel } from './state/tab-channel';
import type { SyncPass } from './sync/sync-pass';
import type { TodayBoardWatch } from './office/today-board-watch';

/** The wired units the parts are made of (a part's methods reach them, the page never does). */
export interface EngineUnits {
  storage: EngineStorage;
  /** The engine's state, pushed to the main thread as snapshots. */
  state: StateCell;
  /** Background work the engine waits for on idle() and close(). */
  tasks: BackgroundTasks;
  /** Where diagnostics go (never given tokens). */
  log: (message: string) => void;
  /** ms since the epoch */
  now: () => number;
  session: Session;
  /** Logout and Change CDC, asking first when the user's work waits. */
  sessionEnd: SessionEndConfirmation;
  jobList: JobList;
  send: (call: ApiRequest) => Promise<ApiResult>;
  sync: SyncPass;
  heartbeat: HeartbeatThrottle;
  arrival: ArrivalCheck;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  /** The latest position from the main thread, or null. */
  position: { current: DevicePosition | null };
  /** Job changes shared with the engines of other open tabs. */
  tabs: TabChannel;
  /** The office board's feed while an admin's page watches it. */
  todayBoard: TodayBoardWatch;
}
