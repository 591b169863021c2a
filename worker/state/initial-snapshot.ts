/**
 * The one initial value of the engine's state, EngineSnapshot (engine-shapes.ts): the engine starts from it
 * and the page shows it (a splash) until the engine's first push. Adding a field to the state is two edits:
 * the field in EngineSnapshot and its value here.
 */
import type { EngineSnapshot, SyncStatus } from '../engine-shapes';

/** Nothing waits, nothing runs. */
export const idleSync: SyncStatus = {
  state: 'idle',
  pendingChanges: 0,
  pendingPhotos: 0,
  pendingJobs: 0,
  pendingSignatures: 0,
  attention: 0,
  lastError: null,
  uploads: [],
};

/** The state before anything is read from storage, showing `displayDate` (today's date, or '' on the page). */
export function initialSnapshot(displayDate: string): EngineSnapshot {
  return {
    ready: false,
    login: null,
    online: true,
    displayDate,
    isToday: true,
    fetching: false,
    loaded: false,
    manifests: [],
    jobs: [],
    lastDownloaded: null,
    rememberedUserName: null,
    notification: null,
    activeJob: null,
    assessedJobIds: [],
    sync: idleSync,
    attention: [],
    notices: [],
    todayBoard: null,
  };
}

/** The list fields of the state, emptied (logout, another date). */
export const emptyList = {
  loaded: false,
  manifests: [],
  jobs: [],
  lastDownloaded: null,
} satisfies Partial<EngineSnapshot>;
