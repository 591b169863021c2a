/**
 * The engine's side of the engine's wire (src/engine.ts is the page's side).
 * createEngine(deps): the engine's one surface, built once, and its table of
 * contents: every method is one line, `name: forward(part, method)`, a method
 * of one of the parts that wire-engine.ts builds over the open database. Each
 * waits for the database, then runs the part's method; its signature, written
 * once there, is the engine's. `Engine`, the main thread's type, is derived
 * from this object.
 */
import { todayIso } from '@domain/time/dates';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { EngineDeps } from './engine-deps';
import { BackgroundTasks } from './state/background-tasks';
import { initialSnapshot } from './state/initial-snapshot';
import { StateCell } from './state/state-cell';
import { whenReady } from './when-ready';
import { wireEngine } from './wire-engine';

/** Creates the engine over the given deps; every method resolves once the engine state reflects it. */
export function createEngine(deps: EngineDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  const pushGap = deps.pushGapMs === undefined ? null : { gapMs: deps.pushGapMs, timers: deps };
  const state = new StateCell(initialSnapshot(todayIso(deps.now())), deps.now, log, pushGap);
  const tasks = new BackgroundTasks(log);
  const ready = openIdbStorage(deps.indexedDB).then((storage) =>
    wireEngine({ ...deps, storage, state, tasks, log }),
  );
  const forward = whenReady(ready, () => state.flush());
  return {
    /** Reads what is stored, pushes the whole snapshot, then only its changes; fetches and syncs in the background. */
    start: forward('session', 'start'),
    /** Logs in; a sync pass follows a successful login. */
    login: forward('session', 'login'),
    /** Logs out to '/', asking first when the user's work waits (it stays, sent after their next login). */
    logout: forward('session', 'logout'),
    /** Clears branch, driver and vehicle assignment and logs out to '/' (confirmed like logout). */
    changeCdc: forward('session', 'changeCdc'),
    /** The connection came or went: the status now; back online, revocations, a sync pass and the arrival check. */
    setOnline: forward('session', 'setOnline'),
    /** The service worker's backstop delivered these outbox entries (idempotency keys): a pass confirms them. */
    backgroundSynced: forward('session', 'backgroundSynced'),
    /** Closes the notification; value is the chosen button's click value (none for Escape). */
    dismissNotification: forward('session', 'dismissNotification'),
    /** Resolves once work started in the background (the fetch after start or login) has finished. */
    idle: forward('session', 'idle'),
    /** Waits for background work, then closes the database. */
    close: forward('session', 'close'),
    /** Fetches the shown day's jobs (online), or marks the list for a refresh when the signal returns. */
    refresh: forward('jobs', 'refresh'),
    /** Shows another day's jobs; null returns to the default date (today for drivers, yesterday for admins). */
    setDisplayDate: forward('jobs', 'setDisplayDate'),
    /** Makes a stored job the one active job (a closed job is only read); null when there is none. */
    openJob: forward('jobs', 'openJob'),
    /** A stored job of any date by id, or null; an admin online is given a job the phone does not hold. */
    findJob: forward('jobs', 'findJob'),
    /** The job's notes from the gateway, cached for offline. */
    loadNotes: forward('jobs', 'loadNotes'),
    /** The latest position from the main thread's geolocation watch (null when unavailable). */
    setPosition: forward('jobs', 'setPosition'),
    /** Admins: keeps the snapshot's todayBoard current (event stream, or polling where blocked) until unwatched. */
    watchTodayBoard: forward('office', 'watchTodayBoard'),
    /** The page no longer shows the board: its feed stops (with the last watcher) and todayBoard goes. */
    unwatchTodayBoard: forward('office', 'unwatchTodayBoard'),
    /** Removes the logged-in user's conflict notice with that id (the driver has read it). */
    dismissNotice: forward('notices', 'dismissNotice'),
    /** POST /user-api/users with a client-credentials token: creates a driver account. */
    registerAccount: forward('accounts', 'register'),
    /** POST /user-api/login/resetPassword {username}: asks for a mailed reset code. */
    requestPasswordReset: forward('accounts', 'requestPasswordReset'),
    /** POST /user-api/login/resetPassword {username, resetToken, newPassword}: sets a new password. */
    resetPassword: forward('accounts', 'resetPassword'),
    /** The retailer's reason codes (flat, as stored), fetching them when missing. */
    reasonCodes: forward('reasonCodes', 'codesFor'),
    /** The retailer's reason codes and whether any are available (none stored and the call failed: not). */
    retailerReasonCodes: forward('reasonCodes', 'availableCodes'),
    /** Stores and queues a submitted risk assessment. */
    submitRiskAssessment: forward('riskAssessment', 'submit'),
    /** Fails the job with the deepest chosen reason, stored at once and queued. */
    failJob: forward('outcomes', 'failJob'),
    /** Backing out of the failed screen with no change: reason 0 and Not Started (product rule 4.7). */
    cancelFailure: forward('outcomes', 'cancelFailure'),
    /** Suspends the job with its reason and a new job note, stored at once and queued. */
    suspendJob: forward('outcomes', 'suspendJob'),
    /** Admins only: Job Complete with the entered times, saved through the admin update call. */
    adminCompleteJob: forward('outcomes', 'adminCompleteJob'),
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
    /** A photo field's thumbnail of a chosen photo: its upright middle square, edge × edge, a JPEG. */
    chosenPhotoThumbnail: forward('chosenPhotos', 'thumbnail'),
    /** The signature screen's Complete: validates (product rule 5.4), then a signature pass of the completion flow. */
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
    jobEvidence: forward('evidence', 'jobEvidence'),
    /** One photo or the signature of a job's record (EvidenceImage.ref) as bytes; null when unavailable. */
    evidenceImage: forward('evidence', 'evidenceImage'),
    /** Admins: a page of their branch's jobs on any date by job id, order number or customer postcode. */
    searchJobs: forward('evidence', 'searchJobs'),
    /** A page of the admin's branch's retail webhooks, newest first (online only). */
    retailWebhookLog: forward('retailLog', 'list'),
    /** Send one retail webhook of the admin's branch again, under its event id (online only). */
    resendRetailWebhook: forward('retailLog', 'resend'),
    /** Admins: GET the customer messages of a job of their branch (online only; offline, the message to show). */
    jobMessages: forward('customerMessages', 'jobMessages'),
    /** The evidence record of the viewer's job from this phone's data (offline); null when not stored here. */
    localJobEvidence: forward('evidence', 'localJobEvidence'),
    /** The bytes of one image of that local record (EvidenceImage.ref); null when the phone no longer holds them. */
    localEvidenceImage: forward('evidence', 'localEvidenceImage'),
  };
}

/** The engine: every method the main thread calls, plus idle() and close() for tests and shutdown. */
export type Engine = ReturnType<typeof createEngine>;
