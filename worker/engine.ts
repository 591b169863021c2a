/**
 * createEngine(deps): the engine's one surface, built once. The database opens
 * at once and the parts are wired over it (wire-engine.ts); every method waits
 * for them. Each method is written once: in intents/, or as a part's own
 * method that a forward() line below exposes. `Engine`, the main thread's
 * type, is derived from this object.
 */
import { todayIso } from '@domain/time/dates';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { EngineDeps } from './engine-deps';
import { jobIntents } from './parts/jobs-part';
import { noticeIntents } from './parts/notices-part';
import { sessionIntents } from './parts/session-part';
import { fetchJobRecord, fetchRecordImage, searchJobs } from './record/record-calls';
import { submitRiskAssessment } from './saves/risk-assessment-save';
import { localJobRecord, localRecordImage } from './record/local-record';
import { BackgroundTasks } from './state/background-tasks';
import { initialEngineState } from './state/engine-state';
import { StateCell } from './state/state-cell';
import { whenReady } from './when-ready';
import { wireEngine } from './wire-engine';

/** Creates the engine over the given deps; every method resolves once the engine state reflects it. */
export function createEngine(deps: EngineDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  const state = new StateCell(initialEngineState(todayIso(deps.now())), deps.now, log);
  const tasks = new BackgroundTasks(log);
  const ready = openIdbStorage(deps.indexedDB).then((storage) =>
    wireEngine({ ...deps, storage, state, tasks, log }),
  );
  const { forward, runOn } = whenReady(ready);
  return {
    ...sessionIntents(ready),
    ...jobIntents(ready),
    ...noticeIntents(ready),
    /** POST /user-api/users with a client-credentials token: creates a driver account. */
    registerAccount: forward('accounts', 'register'),
    /** POST /user-api/login/resetPassword {username}: asks for a mailed reset code. */
    requestPasswordReset: forward('accounts', 'requestPasswordReset'),
    /** POST /user-api/login/resetPassword {username, resetToken, newPassword}: sets a new password. */
    resetPassword: forward('accounts', 'resetPassword'),
    /** The retailer's reason codes (flat, as stored), fetching them when missing. */
    reasonCodes: forward('reasonCodes', 'codesFor'),
    retailerReasonCodes: forward('reasonCodes', 'availableCodes'),
    /** Stores and queues a submitted risk assessment. */
    submitRiskAssessment: runOn('riskAssessments', submitRiskAssessment),
    /** Fails the job with the deepest chosen reason, stored at once and queued. */
    failJob: forward('saves', 'failJob'),
    /** Backing out of the failed screen with no change: reason 0 and Not Started (spec §4). */
    cancelFailure: forward('saves', 'cancelFailure'),
    /** Suspends the job with its reason and a new job note, stored at once and queued. */
    suspendJob: forward('saves', 'suspendJob'),
    /** Admins only: Job Complete with the entered times, saved through the admin update call. */
    adminCompleteJob: forward('saves', 'adminCompleteJob'),
    /** Applies one collection / delivery report edit and stores the job. */
    editReport: forward('completion', 'editReport'),
    /** Processes (worker: decode, 800×800, PNG) and stores a photo as a gallery item `up` on the job. */
    addJobPhoto: forward('completion', 'addJobPhoto'),
    /** Replaces a photo with the photo editor's drawing (PNG, already ≤ 800×800); a new upload follows. */
    replaceJobPhoto: forward('completion', 'replaceJobPhoto'),
    /** Removes a photo (the editor's Delete, after its confirmation) from the job and the image cache. */
    removeJobPhoto: forward('completion', 'removeJobPhoto'),
    /** A stored photo's image while it waits to upload (thumbnails, the editor); null once only its location remains. */
    photoData: forward('completion', 'photoData'),
    /** The signature screen's Complete: validates (spec §5), then a signature pass of the completion flow. */
    completeSignaturePass: forward('completion', 'completeSignaturePass'),
    /** Starts a sync pass now (single-flight: joins a running one). */
    syncNow: forward('sync', 'trigger'),
    /** Sends a change that needs attention again (a conflict on top of the job's newest revision). */
    retryChange: forward('unsentWork', 'retryChange'),
    /** Discards a change that needs attention (the UI confirms first); recorded, its photos kept. */
    discardChange: forward('unsentWork', 'discardChange'),
    /** Unsent work older than a day, per user (the login screen; callable logged out). */
    staleWork: forward('unsentWork', 'staleWork'),
    /** GET the job's evidence record from the gateway (admins: their branch; drivers: their own jobs). */
    jobRecord: runOn('send', fetchJobRecord),
    /** One photo or the signature of a job's record (RecordImage.ref) as bytes; null when unavailable. */
    recordImage: runOn('send', fetchRecordImage),
    /** Admins: a page of their branch's jobs on any date by job id, order number or customer postcode. */
    searchJobs: runOn('send', searchJobs),
    // The driver's Evidence view from local data (issue 14, helper P).
    /** The evidence record of the viewer's job from this phone's data (offline); null when not stored here. */
    localJobRecord: runOn('riskAssessments', localJobRecord),
    /** The bytes of one image of that local record (RecordImage.ref); null when the phone no longer holds them. */
    localRecordImage: runOn('riskAssessments', localRecordImage),
    /** Resolves once work started in the background (the fetch after start or login) has finished. */
    idle: (): Promise<void> => tasks.idle(),
  };
}

/** The engine: every method the main thread calls, plus idle() and close() for tests and shutdown. */
export type Engine = ReturnType<typeof createEngine>;
