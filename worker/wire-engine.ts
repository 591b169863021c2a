/**
 * Builds the engine's units over an open storage, each given its deps as
 * arguments, and from them the parts whose methods the engine's table of
 * contents (engine.ts) lists: one part per subject, named for it.
 */
import { APP_NAME } from '@domain/app/constants';
import { isAdmin } from '@domain/accounts/login-status';
import type { Job } from '@domain/job/job';
import { isNoLongerAssigned } from '@domain/job-list/left-out-jobs';
import { ApiClient } from '@worker-shared/api/api-client';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { callerOf } from '@worker-shared/api/request-headers';
import { AccountCalls } from './auth/account-calls';
import { originLock, TOKEN_REFRESH_LOCK } from '@worker-shared/auth/refresh-lock';
import { Session } from './auth/session';
import { SessionEndConfirmation } from './auth/session-end-confirmation';
import { TokenRefresher } from '@worker-shared/auth/token-refresher';
import { TokenStore } from '@worker-shared/auth/token-store';
import type { EngineStorage } from '@worker-shared/db/storage';
import { loadDeviceIds } from '@worker-shared/api/device-ids';
import type { DeviceIds } from '@worker-shared/api/device-ids';
import type { EngineDeps } from './engine-deps';
import type { EngineUnits } from './engine-units';
import { ArrivalCheck } from './heartbeat/arrival-check';
import { leaveActiveJob } from './jobs/active-job';
import { saveArrival } from './saves/arrival-save';
import { Geocoder } from './heartbeat/geocoder';
import { HeartbeatThrottle } from './heartbeat/heartbeat-throttle';
import { JobList } from './jobs/job-list';
import { publishJob } from './jobs/publish-job';
import { ReasonCodeLoader } from './jobs/reason-code-loader';
import { JobOutcomeSaves } from './saves/job-outcome-saves';
import { submitRiskAssessment } from './saves/risk-assessment-save';
import type { RiskAssessmentSaveDeps } from './saves/risk-assessment-save';
import { editReport } from './saves/report-edits';
import { addJobPhoto, photoData, removeJobPhoto, replaceJobPhoto } from './saves/job-photos';
import { joiningSignaturePasses } from './saves/signature-pass-save';
import { jobsPart } from './parts/jobs-part';
import { officePart } from './parts/office-part';
import { TodayBoardWatch } from './office/today-board-watch';
import { noticesPart } from './parts/notices-part';
import { sessionPart } from './parts/session-part';
import { withDeps } from './parts/with-deps';
import { onFirstCall } from './parts/on-first-call';
import type { BackgroundTasks } from './state/background-tasks';
import { SerialQueue } from '@worker-shared/serial-queue';
import type { StateCell } from './state/state-cell';
import { TabChannel } from './state/tab-channel';
import { ObjectStoreUploader } from './uploads/object-store-uploader';
import { Backoff } from './sync/backoff';
import { SyncPass } from './sync/sync-pass';
import { UnsentWork } from './sync/unsent-work';
import { phoneWaitingWorkOf } from './sync/pending-work-count';

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** The evidence record's code, loaded on first use (parts/on-first-call.ts). */
const evidenceCalls = () => import('./evidence/evidence-calls');
const retailLogCalls = () => import('./office/retail-log-calls');
const localEvidence = () => import('./evidence/local-evidence');
/** The admins' Messages tab's call, loaded on first use. */
const customerMessageCalls = () => import('./customer-messages/customer-message-calls');

/** The engine's parts: every engine method is one part's method (engine.ts lists them). */
export type EngineParts = ReturnType<typeof wireEngine>;

/** What wiring takes: the engine's deps and what createEngine made before the database opened. */
export interface WiringDeps extends EngineDeps {
  /** The database, open. */
  storage: EngineStorage;
  state: StateCell;
  tasks: BackgroundTasks;
  /** deps.log or its console default. */
  log: (message: string) => void;
}

/** Wires client, refresher, session, job list, reason codes, sync, saves, heartbeat and arrival together. */
export function wireEngine(deps: WiringDeps) {
  const { storage, state, tasks, log, now, clientId, clientSecret } = deps;
  const tokens = new TokenStore(storage, now);
  const timeoutMs = deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const timers = {
    setTimeout: (callback: () => void, ms: number) => deps.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => deps.clearTimeout(handle),
  };
  let deviceIds: Promise<DeviceIds> | null = null;
  const expireSession = (message: string): Promise<void> => session.end({ rememberUserName: false, message });
  const background = (task: Promise<void>) => tasks.run(task);
  const online = () => state.current.online;
  const login = () => state.current.login;
  const notify = (message: string) => state.update({ notification: { message, buttons: [] } });
  const jobWrites = new SerialQueue();

  const client: ApiClient = new ApiClient({
    baseUrl: deps.baseUrl,
    fetch: deps.fetch,
    appVersion: deps.appVersion,
    timeoutMs,
    ...timers,
    device: () => (deviceIds ??= loadDeviceIds(storage, deps.deviceIds)),
    accessToken: () => tokens.accessToken(),
    caller: () => callerOf(state.current.login),
    refresh: () => refresher.refresh(),
    onTokenExpired: expireSession,
  });
  const send = (call: ApiRequest): Promise<ApiResult> => client.request(call);
  const refresher = new TokenRefresher({
    send,
    tokens,
    clientId,
    clientSecret,
    // The service worker's background-sync replay refreshes the same tokens (architecture rule 5).
    exclusive: originLock(TOKEN_REFRESH_LOCK),
  });
  const reasonCodes = new ReasonCodeLoader({ storage, client, now, log });
  const jobList: JobList = new JobList({
    storage,
    client,
    state,
    reasonCodes,
    now,
    log,
    expireSession,
    background,
    jobWrites,
  });
  const todayBoard = new TodayBoardWatch({
    send,
    publish: (board) => state.update({ todayBoard: board }),
    online,
    now,
    random: deps.random ?? Math.random,
    ...timers,
    log,
  });
  const session: Session = new Session({
    storage,
    tokens,
    state,
    jobList,
    send,
    clientId,
    clientSecret,
    now,
    background,
    onEnded: () => background(todayBoard.stop()),
  });
  // Another tab's engine changed a stored job: show the stored copy and the new counts here too.
  const tabs = new TabChannel((jobId) =>
    background(
      jobWrites.run(async () => {
        const stored = await storage.readJob(jobId);
        if (stored) publishJob(state, stored.job);
        await sync.publishStatus();
      }),
    ),
  );
  const showJob = (job: Job) => {
    publishJob(state, job);
    tabs.announce(job.id);
    // Listed only for its waiting work, which is now sent or discarded: fetch the list (it goes, or loses the mark).
    if (isNoLongerAssigned(job) && job.requiresSync !== true && online() && login())
      background(jobList.fetch(state.current.displayDate));
  };
  const sync = new SyncPass({
    storage,
    send,
    ...timers,
    owner: () => login()?.userName ?? null,
    online,
    onStatus: (view) => {
      state.update(view);
      // The office was told of work waiting here and it has all gone: tell it so.
      const left = view.sync ? view.sync.pendingChanges + view.sync.pendingPhotos + view.sync.attention : 1;
      if (left === 0) background(heartbeat.beatWhenCleared());
    },
    onJobChanged: showJob,
    onOutboxChanged: (jobId) => tabs.announce(jobId),
    jobWrites,
    expireSession,
    background,
    log,
    objectStore: new ObjectStoreUploader({ send, fetch: deps.fetch, requestTimeoutMs: timeoutMs, log }),
    now,
    backoff: new Backoff(deps.random),
  });
  const unsentWork = new UnsentWork({
    storage,
    sync,
    owner: () => login()?.userName ?? null,
    now,
    jobWrites,
    onJobChanged: showJob,
    onOutboxChanged: (jobId) => tabs.announce(jobId),
    background,
    refreshJobs: () => (online() && login() ? jobList.fetch(state.current.displayDate) : Promise.resolve()),
    log,
  });
  const saveDeps = { storage, sync, online, ...timers, waitMs: timeoutMs, jobWrites, log, login, now };
  // An outcome saved: the driver has left, so the job is no longer the active one.
  const leaveJob = (jobId: string) => background(leaveActiveJob({ storage, state }, jobId));
  const saves = new JobOutcomeSaves({
    ...saveDeps,
    processPhoto: deps.processPhoto,
    publishJob: showJob,
    leaveJob,
  });
  const editDeps = {
    ...saveDeps,
    processPhoto: deps.processPhoto,
    publishJob: showJob,
    leaveJob,
    reasonCodes: (retailerId: string) => reasonCodes.codesFor(retailerId),
    storageUsage: deps.storageUsage ?? (() => Promise.resolve({})),
  };
  const riskAssessmentDeps: RiskAssessmentSaveDeps = {
    ...saveDeps,
    processPhoto: deps.processPhoto,
    publishAssessed: (assessedJobIds) => state.update({ assessedJobIds }),
    arrivalWithoutPosition: (jobId) =>
      position.current === null
        ? saveArrival({ ...saveDeps, publishJob: showJob, background }, jobId, 'withNextUpdate')
        : Promise.resolve(false),
  };
  const position: EngineUnits['position'] = { current: null };
  const heartbeat = new HeartbeatThrottle({
    send,
    now,
    ...timers,
    online,
    credentialsAccepted: () => login()?.credentialsAccepted === true,
    // An admin sends no heartbeat (product rule 6.1), even with a fix left from a driver's session on this browser.
    position: () => (isAdmin(login()) ? null : position.current),
    activeJob: () => state.current.activeJob,
    waitingWork: async () => phoneWaitingWorkOf(await sync.waitingWork()),
    app: APP_NAME,
    background,
    log,
  });
  const geocoder = new Geocoder({ storage, send, log });
  const arrival = new ArrivalCheck({
    geocode: (postcode) => geocoder.lookup(postcode),
    recordArrival: (job) => saveArrival({ ...saveDeps, publishJob: showJob, background }, job.id),
    forceJobHeartbeat: (job) => heartbeat.beat(true, job),
    notify,
  });
  const units: EngineUnits = {
    storage,
    state,
    tasks,
    log,
    now,
    session,
    sessionEnd: new SessionEndConfirmation({ storage, state, session }),
    jobList,
    send,
    sync,
    heartbeat,
    arrival,
    jobWrites,
    position,
    tabs,
    todayBoard,
  };
  return {
    session: sessionPart(units),
    jobs: jobsPart(units),
    notices: noticesPart(units),
    office: officePart(units),
    /** Registration and password reset (logged out). */
    accounts: new AccountCalls({ send, clientId, clientSecret }),
    reasonCodes,
    /** Job outcomes: fail, cancel the failure, suspend, an admin's completion. */
    outcomes: saves,
    /** Report edits, completion photos and signature passes. */
    completion: withDeps(editDeps, {
      editReport,
      addJobPhoto,
      replaceJobPhoto,
      removeJobPhoto,
      photoData,
      completeSignaturePass: joiningSignaturePasses(),
    }),
    riskAssessment: withDeps(riskAssessmentDeps, { submit: submitRiskAssessment }),
    /** A photo field's thumbnail of a chosen photo, made here so the page never loads the original. */
    chosenPhotos: { thumbnail: deps.thumbnailPhoto },
    /** The evidence record: the gateway's record, its images and the admin's search; the driver's local one. */
    // Its code (the record's schema and assembly) loads when first used: most sessions never open a record.
    evidence: {
      ...withDeps(send, {
        jobEvidence: onFirstCall(evidenceCalls, 'fetchJobEvidence'),
        evidenceImage: onFirstCall(evidenceCalls, 'fetchEvidenceImage'),
        searchJobs: onFirstCall(evidenceCalls, 'searchJobs'),
      }),
      ...withDeps(
        { storage, login, now },
        {
          localJobEvidence: onFirstCall(localEvidence, 'localJobEvidence'),
          localEvidenceImage: onFirstCall(localEvidence, 'localEvidenceImage'),
        },
      ),
    },
    /** The admins' retail webhook log and resend (online only; loaded when first used). */
    retailLog: withDeps(send, {
      list: onFirstCall(retailLogCalls, 'fetchRetailWebhookLog'),
      resend: onFirstCall(retailLogCalls, 'resendRetailWebhook'),
    }),
    /** The customer messages of a job, for the admins' Messages tab (online only). */
    customerMessages: withDeps(send, {
      jobMessages: onFirstCall(customerMessageCalls, 'fetchCustomerMessages'),
    }),
    sync,
    /** Retry and Discard of changes that need attention; the stale work of the login screen. */
    unsentWork,
  };
}
