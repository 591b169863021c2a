/** The shape of field-test/results.json: everything one field-test day recorded, and its summary. */
import type { CpuSlowdown } from './cpu-throttle';
import type { ArrivalHeartbeat, StoredHeartbeat } from './heartbeat-log';
import type { JobIntegrity } from './integrity';
import type { Interaction } from './interactions';
import type { LongTask } from './long-tasks';
import type { NetworkStretch } from './network-schedule';
import type { OutboxSample, ReconnectDrain } from './outbox-timeline';
import type { NetworkName } from './field-profiles';

/** How the day was asked for. */
export interface FieldOptions {
  jobs: number;
  seed: number;
  profile: string;
  cpuRate: number;
}

/** One job as the driver worked it (epoch ms). */
export interface WorkedJobRecord {
  jobId: string;
  work: string;
  network: NetworkName;
  openedAt: number;
  /** Opening the risk assessment to its notice (its submit waits for a sync pass, at most 30 s). */
  riskAssessmentMs: number;
  savedAt: number;
  /** The final tap to the save's notice (the save waits for a sync pass, at most 30 s). */
  noticeMs: number;
  notice: string;
}

/** A request with a body (photo uploads, job updates, heartbeats): when it started, its body's bytes, ms to its answer. */
export interface Upload {
  at: number;
  bytes: number;
  ms: number;
  path: string;
}

/** The figures the budgets are read against. */
export interface FieldSummary {
  runtimeMs: number;
  longTasks: number;
  longestTaskMs: number;
  totalBlockingTimeMs: number;
  /** Tasks over 50 ms while the app was syncing (work waiting while online). */
  syncLongTasks: number;
  longestSyncTaskMs: number;
  interactions: number;
  inpMs: number;
  worstInteraction: Interaction | null;
  reconnect: ReconnectDrain | null;
  arrivalHeartbeatsExpected: number;
  arrivalHeartbeatsSent: number;
  worstArrivalDelayMs: number | null;
  heartbeatsStored: number;
  uploadBytes: number;
  integrityProblems: number;
}

/** results.json. */
export interface FieldResults {
  startedAt: number;
  /** Why the day stopped before its end (null: it ran to the end). */
  failure: string | null;
  finishedAt: number;
  machine: { cores: number; loadAverage: number[]; platform: string; chromium: string };
  options: FieldOptions;
  device: string;
  cpu: CpuSlowdown;
  schedule: NetworkStretch[];
  networkChanges: { at: number; network: NetworkName }[];
  jobs: WorkedJobRecord[];
  outbox: OutboxSample[];
  uploads: Upload[];
  longTasks: LongTask[];
  interactions: Interaction[];
  arrivals: ArrivalHeartbeat[];
  heartbeats: StoredHeartbeat[];
  integrity: JobIntegrity[];
  summary: FieldSummary;
}
