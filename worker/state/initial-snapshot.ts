/** The engine's in-memory state: what the snapshot is made from. */
import type { DownloadInfo, Job, Manifest } from '@domain/job/job';
import type { LoginStatus } from '@domain/accounts/login-status';
import type { AttentionItem, Notification, StoredConflictNotice, SyncStatus } from '../engine-shapes';

/** Everything the engine knows right now (jobs are those of displayDate). */
export interface EngineState {
  ready: boolean;
  login: LoginStatus | null;
  online: boolean;
  displayDate: string;
  fetching: boolean;
  loaded: boolean;
  manifests: Manifest[];
  jobs: Job[];
  download: DownloadInfo[];
  rememberedUserName: string | null;
  notification: Notification | null;
  /** The one active job, whatever its date. */
  activeJob: Job | null;
  /** Jobs whose risk assessment is done on this device. */
  assessedJobIds: string[];
  sync: SyncStatus;
  /** The logged-in user's changes that need attention. */
  attention: AttentionItem[];
  /** The logged-in user's conflict notices, newest first. */
  notices: StoredConflictNotice[];
}

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

/** The state before anything is read from storage. */
export function initialEngineState(today: string): EngineState {
  return {
    ready: false,
    login: null,
    online: true,
    displayDate: today,
    fetching: false,
    loaded: false,
    manifests: [],
    jobs: [],
    download: [],
    rememberedUserName: null,
    notification: null,
    activeJob: null,
    assessedJobIds: [],
    sync: idleSync,
    attention: [],
    notices: [],
  };
}

/** The list part of the state, emptied (logout, another date). */
export const emptyList = {
  loaded: false,
  manifests: [],
  jobs: [],
  download: [],
} satisfies Partial<EngineState>;
