/** Builds the EngineSnapshot the UI renders from the engine state. */
import { timestampMs, todayIso } from '@domain/time/dates';
import type { DownloadInfo } from '@domain/job/job';
import type { EngineSnapshot } from '../engine-shapes';
import type { EngineState } from './initial-snapshot';

/** created_at of the latest readable download record, or null. */
export function lastDownloadedOf(download: DownloadInfo[]): string | null {
  let latest: { at: string; ms: number } | null = null;
  for (const entry of download) {
    const ms = timestampMs(entry.created_at);
    if (ms !== null && (latest === null || ms > latest.ms)) latest = { at: entry.created_at, ms };
  }
  return latest?.at ?? null;
}

/** The snapshot of a state at a moment (isToday depends on the clock). */
export function snapshotOf(state: EngineState, now: number): EngineSnapshot {
  return {
    ready: state.ready,
    login: state.login,
    online: state.online,
    displayDate: state.displayDate,
    isToday: state.displayDate === todayIso(now),
    fetching: state.fetching,
    loaded: state.loaded,
    manifests: state.manifests,
    jobs: state.jobs,
    lastDownloaded: lastDownloadedOf(state.download),
    rememberedUserName: state.rememberedUserName,
    notification: state.notification,
    activeJob: state.activeJob,
    assessedJobIds: state.assessedJobIds,
    sync: state.sync,
    attention: state.attention,
    notices: state.notices,
  };
}
