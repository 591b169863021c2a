/**
 * The shapes that cross between the main thread and the engine: what the
 * engine's methods take and answer, and the snapshot it pushes back. The
 * methods themselves are typed by the engine (worker/engine.ts); src/ reads
 * these through src/engine.ts.
 */
import type { DeliveryIssue } from '@domain/job/enums';
import type { AdminItemQuantities } from '@domain/outcomes/admin-item-quantities';
import type { SuspendReason } from '@domain/job/enums';
import type { BalanceAnswer } from '@domain/completion/balance';
import type { ServiceOutcome } from '@domain/completion/service-outcome';
import type { Job, Manifest, Note, Product } from '@domain/job/job';
import type { JobsPatch } from '@domain/job/jobs-patch';
import type { TodayBoard } from '@domain/office/today-board';
import type { LoginStatus } from '@domain/accounts/login-status';
import type { PhotoPurpose } from '@domain/photos/photo-uri';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import type { ReasonCode } from '@domain/reasons/reason-code';
import type { StoredConflictNotice } from '@worker-shared/stored/sync-leftovers';

/** What the login screen submits. */
export interface LoginForm {
  username: string;
  password: string;
  driverid: string;
  branch: string;
}

export type LoginResult = { ok: true; login: LoginStatus } | { ok: false; message: string };

/** An account call's outcome: the answer, or the message to show (and the form field it is about, when the gateway names one). */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** A button of the notification dialog (product rule 2.18): text, optional link, click value. */
export interface NotificationButton {
  text: string;
  link?: string;
  value: string;
}

/** A modal notification; an empty button list means the single default "Ok". */
export interface Notification {
  message: string;
  buttons: NotificationButton[];
}

/** What the driver sees of the outbox and the sync pass (job list and job screen). */
export interface SyncStatus {
  /** idle: nothing waits; syncing: a pass runs; offline: work waits for signal; stuck: the last pass failed. */
  state: 'idle' | 'syncing' | 'offline' | 'stuck';
  /** The logged-in user's outbox entries (job updates, risk assessments) not yet accepted by the gateway. */
  pendingChanges: number;
  /** The logged-in user's photos stored with status `up` (not yet uploaded), signatures included. */
  pendingPhotos: number;
  /** Distinct jobs (a risk assessment counts with its job) with a change not yet accepted: "3 jobs waiting to send". */
  pendingJobs: number;
  /** Of pendingPhotos, the signatures. */
  pendingSignatures: number;
  /** The logged-in user's changes that need attention (stopped retrying; see EngineSnapshot.attention). */
  attention: number;
  /** The last sync error's message, while stuck. */
  lastError: string | null;
  /** Photos going up right now, with their progress (empty between uploads). */
  uploads: UploadProgress[];
}

/** One photo (or signature) on its way to the object store or the image API. */
export interface UploadProgress {
  photoId: string;
  jobId: string;
  /** The photo's URI (job id, purpose, Unix seconds). */
  uri: string;
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes in all. */
  total: number;
}

/** A device position handed over by the main thread's geolocation watch. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** metres */
  accuracy: number;
  /** ms since the epoch */
  timestamp: number;
}

/** A photo as the UI hands it over: the file crosses as a Blob, never decoded on the main thread. */
export interface PhotoInput {
  file: Blob;
  name: string;
}

/** A submitted dynamic risk assessment. */
export interface RiskAssessmentInput {
  jobId: string;
  /** q1 … q6 with isTrue and details. */
  answers: RiskAnswer[];
  /** Photos by questionId (q2, q3). */
  photos: Partial<Record<string, PhotoInput[]>>;
}

/** A failure: the chosen reason path (level 1 … 3 ids) and the failed-photo when one is taken. */
export interface FailInput {
  jobId: string;
  reasonIds: number[];
  photo: PhotoInput | null;
}

export interface SuspendInput {
  jobId: string;
  reason: SuspendReason;
  note: string;
}

/** An admin completing a job: the driver's arrival and departure times, 'HH:mm' (24-hour) on the job's day. */
export interface AdminCompleteInput {
  jobId: string;
  arrivedTime: string;
  departureTime: string;
  /** Whether the balance was collected, when the job owes one (balanceAsked). */
  balance?: BalanceAnswer | null;
  /** How many of each item went, by product id as text; every item in full when absent. */
  quantities?: AdminItemQuantities;
}

/**
 * A save refused before anything was stored, with the message to show. `closed`: the job as stored on
 * the phone is already closed (domain/job/closed-job.ts), so a driver's outcome can never be saved
 * on it; the form stays locked rather than offering a Save that cannot work.
 */
export type SaveRefusal = { ok: false; message: string; closed?: true };

/**
 * The answer to a save: it is always stored locally first; `message` is the product rule 8.6 text to show
 * (offline save, server error, or the 60-second retail notice after a clean submit).
 */
export type SaveResult = { ok: true; synced: boolean; message: string } | SaveRefusal;

/** A job's notes for the History tab; `cached` when read from the device because the gateway was out of reach. */
export type NotesResult = { ok: true; notes: Note[]; cached: boolean } | { ok: false; message: string };

/**
 * A retailer's reason codes as the phone has them: available (stored, or just
 * fetched; possibly none) or not available (never stored, and the call failed).
 */
export type RetailerReasonCodes = { available: true; codes: ReasonCode[] } | { available: false };

/** A product id as the job carries it. */
export type ProductId = Product['id'];

/** A reason chosen on a report screen (any level of the retailer's tree). */
export interface ChosenReason {
  id: number;
  /** The retailer's mapsToDelivered on the reason's path (product issues): all left with the customer, or none. */
  mapsToDelivered?: boolean;
  /**
   * Product issues: the job's delivery_issue (1 Damaged, 2 Missing, 3 Not Required) the reason's path names
   * (domain/completion/delivery-issue.ts). The engine reads it again from the retailer's tree; Damaged when
   * neither says.
   */
  deliveryIssue?: DeliveryIssue;
}

/**
 * One edit of a job's collection or delivery report, applied by the engine with
 * the domain rule of the same name and stored at once (local first); the
 * job goes to the gateway when the driver completes it.
 */
export type ReportEdit =
  | { kind: 'setCollected'; productId: ProductId; collected: boolean }
  | { kind: 'selectAllCollected' }
  | { kind: 'collectNone' }
  | { kind: 'chooseProductIssue'; productId: ProductId; reason: ChosenReason }
  | { kind: 'clearProductIssue'; productId: ProductId }
  /** The driver's count of an item with an issue left with the customer (0 … planned_quantity). */
  | { kind: 'setIssueQuantity'; productId: ProductId; quantity: number }
  | { kind: 'applySameIssueTo'; sourceId: ProductId; targetIds: ProductId[] }
  | { kind: 'choosePropertyIssue'; reason: ChosenReason }
  | { kind: 'clearPropertyIssue' }
  | { kind: 'setIssueComment'; productId: ProductId; text: string }
  /** The customer name typed on the signature screen, kept on the phone only (customerNameDraft). */
  | { kind: 'setCustomerNameDraft'; text: string }
  /** Cancel Report: every damage reason cleared and the damage photos removed. */
  | { kind: 'cancelReport' };

/** The job after an edit, or the message to show (storage full, unknown job, not an image …). */
export type JobEditResult = { ok: true; job: Job } | SaveRefusal;

/** The photos a driver takes while completing a job. */
export type JobPhotoPurpose = Extract<PhotoPurpose, 'damage' | 'collection-damage' | 'delivered'>;

/**
 * A photo added on a report or the signature screen: property damage (damage, no
 * product), an item's damage (damage / collection-damage with its product) or the
 * delivered photo (delivered, no product).
 */
export interface JobPhotoInput {
  jobId: string;
  purpose: JobPhotoPurpose;
  productId: ProductId | null;
  photo: PhotoInput;
}

/** The signature screen's submit: the printed name and the drawing as a JPEG (null when not drawn). */
export interface SignaturePassRequest {
  jobId: string;
  customerName: string;
  signature: Blob | null;
  /** Whether the balance was collected, on the pass that completes a job owing one (balanceQuestionNeeded). */
  balance?: BalanceAnswer | null;
  /** A service call's outcome, required on its completing pass (domain/completion/service-outcome.ts). */
  serviceOutcome?: ServiceOutcome | null;
}

/**
 * A signature pass's outcome: where the flow goes next (the delivery report
 * after a combined job's collection pass, else done) and the save's message.
 */
export type SignaturePassOutcome =
  { ok: true; next: 'delivery-report' | 'done'; synced: boolean; message: string } | SaveRefusal;

/**
 * The engine's state, and everything the UI renders: one type on both sides. The engine keeps it
 * (state/state-cell.ts) and pushes it whole first, then only the fields that changed (SnapshotChanges); the
 * page holds the latest (src/state/snapshot-atom.ts). Its one initial value is initialSnapshot
 * (state/initial-snapshot.ts).
 */
export interface EngineSnapshot {
  /** Stored state has been read; until then the UI shows nothing but a splash. */
  ready: boolean;
  /** null when logged out. */
  login: LoginStatus | null;
  online: boolean;
  /** ISO day 'YYYY-MM-DD' whose jobs are shown. */
  displayDate: string;
  /** displayDate is today (the clock's to say: set at every push). */
  isToday: boolean;
  /** A jobs fetch is in flight ("Refreshing jobs…"). */
  fetching: boolean;
  /** Jobs for displayDate have arrived (from the gateway or storage) at least once; false shows "Loading...". */
  loaded: boolean;
  /** Sorted by start_time. */
  manifests: Manifest[];
  /** Every job for displayDate, sorted by arrival_time; the UI filters with visibleJobs(). */
  jobs: Job[];
  /** created_at of the latest download, or null. */
  lastDownloaded: string | null;
  /** Username kept for the login form after "Change CDC". */
  rememberedUserName: string | null;
  notification: Notification | null;
  /** The one active job (product rule 4.4), whatever its date; survives reloads. */
  activeJob: Job | null;
  /** Ids of jobs whose risk assessment is done on this device (completedDRAs). */
  assessedJobIds: string[];
  sync: SyncStatus;
  /** The logged-in user's changes that stopped retrying and wait for the driver (Retry or Discard). */
  attention: AttentionItem[];
  /** Conflicts the sync resolved by the written policy, newest first, to show on their jobs until dismissed. */
  notices: StoredConflictNotice[];
  /** The office's board of today while an admin's page watches it (watchTodayBoard), else null. */
  todayBoard: TodayBoardFeedState | null;
}

/**
 * How the board reaches the page: 'live' over the event stream, 'polling' (every 10 s) where streaming is
 * blocked, 'connecting' before the first board, 'offline' (the last board kept) without signal.
 */
export type TodayBoardFeedMode = 'connecting' | 'live' | 'polling' | 'offline';

/** The watched board: the last good board, how it arrives, what went wrong, and when it came (ms). */
export interface TodayBoardFeedState {
  board: TodayBoard | null;
  feed: TodayBoardFeedMode;
  /** Why the board may be behind (an unreadable event, a refused call), or null. */
  problem: string | null;
  /** When the board shown arrived (ms since the epoch), or null before the first. */
  receivedAt: number | null;
}

/**
 * A push after the first: the snapshot's fields that changed (the first push holds them all). Changed jobs
 * come as `jobsPatch` instead of `jobs` when only some of the day's jobs changed (domain/job/jobs-patch.ts).
 */
export type SnapshotChanges = Partial<EngineSnapshot> & { jobsPatch?: JobsPatch };

/**
 * A change the gateway refused for good (400, 403, 404, 409, 422 …) or that the
 * conflict policy hands to the user. It stays on the phone with its evidence
 * until the driver retries or discards it.
 */
export interface AttentionItem {
  /** The outbox entry's id (retryChange / discardChange take it). */
  entryId: number;
  jobId: string;
  kind: 'jobUpdate' | 'adminJobUpdate' | 'draUpdate';
  /** The gateway's message, or the conflict policy's. */
  message: string;
  /** The refusal's code (e.g. JOB_CHANGED, SAVED_TOO_LONG_AGO), or null. */
  code: string | null;
  /** HTTP status of the refusal. */
  status: number;
  /** ms since the epoch when it stopped retrying. */
  at: number;
  /** ms since the epoch when the change was saved. */
  savedAt: number;
}

export type { ConflictNotice, StoredConflictNotice } from '@worker-shared/stored/sync-leftovers';

/** A user's unsent work older than a day, shown on the login screen (before anyone logs in). */
export interface StaleWork {
  /** userName of the user who saved it. */
  owner: string;
  /** Distinct jobs with unsent changes. */
  jobs: number;
  /** Photos and signatures not yet uploaded. */
  photos: number;
  /** ms since the epoch of the oldest unsent change or photo. */
  oldest: number;
}

/** The answer to retryChange / discardChange. */
export type AttentionActionResult = { ok: true } | { ok: false; message: string };

/** What the main thread tells the engine at start. */
export interface EngineStartOptions {
  online: boolean;
  /** location.host of the page, for environment detection. */
  host: string;
}
