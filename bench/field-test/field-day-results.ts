/**
 * Puts results.json together once the day is over (or broke): the recorder's samples turned into long
 * tasks with causes and interactions, the heartbeats the gateway stored matched to the arrivals, the
 * integrity of the jobs that were worked, and the summary.
 */
import type { Browser } from '@playwright/test';
import { cpus, loadavg, platform } from 'node:os';
import type { CpuSlowdown } from './cpu-throttle';
import type { FieldRecorder } from './field-recorder';
import type { FieldOptions, FieldResults, WorkedJobRecord } from './field-results';
import { summarise } from './field-summary';
import { matchArrivals, type Arrival, type StoredHeartbeat } from './heartbeat-log';
import type { JobIntegrity } from './integrity';
import { groupInteractions } from './interactions';
import { attributeTasks } from './long-tasks';
import type { NetworkStretch } from './network-schedule';

/** What the day gathered. */
export interface DayRecord {
  browser: Browser;
  options: FieldOptions;
  device: string;
  cpu: CpuSlowdown;
  schedule: NetworkStretch[];
  recorder: FieldRecorder;
  startedAt: number;
  finishedAt: number;
  worked: WorkedJobRecord[];
  arrivals: Arrival[];
  heartbeats: StoredHeartbeat[];
  integrity: JobIntegrity[];
  failure: string | null;
}

/** results.json from the day's record. */
export function fieldResults(day: DayRecord): FieldResults {
  const { recorder } = day;
  const parts = {
    startedAt: day.startedAt,
    finishedAt: day.finishedAt,
    longTasks: attributeTasks(recorder.tasks, recorder.frames),
    interactions: groupInteractions(recorder.events),
    outbox: recorder.outbox,
    networkChanges: recorder.networkChanges,
    arrivals: matchArrivals(day.arrivals, day.heartbeats),
    heartbeats: day.heartbeats,
    uploads: recorder.uploads,
    integrity: day.integrity,
  };
  return {
    ...parts,
    failure: day.failure,
    machine: {
      cores: cpus().length,
      loadAverage: loadavg(),
      platform: platform(),
      chromium: day.browser.version(),
    },
    options: day.options,
    device: day.device,
    cpu: day.cpu,
    schedule: day.schedule,
    jobs: day.worked,
    summary: summarise(parts),
  };
}
