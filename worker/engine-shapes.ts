/**
 * The engine's contract with the UI: the methods the main thread calls through
 * Comlink and the snapshot the engine pushes back. Type-only for the UI.
 */
import type {
  RegistrationRequest,
  ResetCodeRequest,
  ResetPasswordRequest,
} from '../src/domain/accounts/account-rules';
import type { LoginResponse } from '../src/domain/gateway/api-shapes';
import type { SuspendReason } from '../src/domain/job/enums';
import type { Job, Manifest, Note, Product } from '../src/domain/job/job';
import type { LoginStatus } from '../src/domain/accounts/login-status';
import type { PhotoPurpose } from '../src/domain/photos/photo-uri';
import type { ReasonCode } from '../src/domain/reasons/reason-code';
import type { RiskAnswer } from '../src/domain/risk-assessment/risk-assessment';

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

/** A button of the notification dialog (spec §2): text, optional link, click value. */
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
  /** The logged-in user's photos stored with status `up` (not yet uploaded). */
  pendingPhotos: number;
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
}

/**
 * The answer to a save: it is always stored locally first; `message` is the spec §8 text to show
 * (offline save, server error, or the 60-second retail notice after a clean submit).
 */
export type SaveResult = { ok: true; synced: boolean; message: string } | { ok: false; message: string };

/** A job's notes for the History tab; `cached` when read from the device because the gateway was out of reach. */
export type NotesResult = { ok: true; notes: Note[]; cached: boolean } | { ok: false; message: string };

/** A product id as the job carries it. */
export type ProductId = Product['id'];

/** A reason chosen on a report screen (any level of the retailer's tree). */
export interface ChosenReason {
  id: number;
  /** The reason code's mapsToDelivered (product issues): new delivered quantity 1 when true, else 0. */
  mapsToDelivered?: boolean;
}

/**
 * One edit of a job's collection or delivery report, applied by the engine with
 * the src/domain rule of the same name and stored at once (local first); the
 * job goes to the gateway when the driver completes it.
 */
export type ReportEdit =
  | { kind: 'setCollected'; productId: ProductId; collected: boolean }
  | { kind: 'selectAllCollected' }
  | { kind: 'collectNone' }
  | { kind: 'chooseProductIssue'; productId: ProductId; reason: ChosenReason }
  | { kind: 'clearProductIssue'; productId: ProductId }
  | { kind: 'applySameIssueTo'; sourceId: ProductId; targetIds: ProductId[] }
  | { kind: 'choosePropertyIssue'; reason: ChosenReason }
  | { kind: 'clearPropertyIssue' }
  | { kind: 'setIssueComment'; productId: ProductId; text: string }
  /** Cancel Report: every damage reason cleared and the damage photos removed. */
  | { kind: 'cancelReport' };

/** The job after an edit, or the message to show (storage full, unknown job, not an image …). */
export type JobEditResult = { ok: true; job: Job } | { ok: false; message: string };

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
}

/**
 * A signature pass's outcome: where the flow goes next (the delivery report
 * after a combined job's collection pass, else done) and the save's message.
 */
export type SignaturePassOutcome =
  | { ok: true; next: 'delivery-report' | 'done'; synced: boolean; message: string }
  | { ok: false; message: string };

/** Everything the UI renders, pushed whole on every change. */
export interface EngineSnapshot {
  /** Stored state has been read; until then the UI shows nothing but a splash. */
  ready: boolean;
  /** null when logged out. */
  login: LoginStatus | null;
  online: boolean;
  /** ISO day 'YYYY-MM-DD' whose jobs are shown. */
  displayDate: string;
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
  /** The one active job (spec §4), whatever its date; survives reloads. */
  activeJob: Job | null;
  /** Ids of jobs whose risk assessment is done on this device (completedDRAs). */
  assessedJobIds: string[];
  sync: SyncStatus;
}

/** What the main thread tells the engine at start. */
export interface EngineStartOptions {
  online: boolean;
  /** location.host of the page, for environment detection. */
  host: string;
}

/** User intents; every method resolves once the engine state reflects it. */
export interface EngineApi {
  start(options: EngineStartOptions, onSnapshot: (snapshot: EngineSnapshot) => void): Promise<void>;
  login(form: LoginForm): Promise<LoginResult>;
  /**
   * Logs out to '/'. When the user's changes or photos wait, shows a confirmation
   * (notification with the count) instead; its "Log out anyway" ends the session.
   * Unsynced work always stays, sent after that user's next login.
   */
  logout(): Promise<void>;
  /** Clears branch, driver and vehicle assignment and logs out to '/' (confirmed like logout when work waits). */
  changeCdc(): Promise<void>;
  refresh(): Promise<void>;
  /** null returns to the default date (today for drivers, yesterday for admins). */
  setDisplayDate(isoDay: string | null): Promise<void>;
  setOnline(online: boolean): Promise<void>;
  /** Closes the notification; value is the chosen button's click value (none for Escape). */
  dismissNotification(value?: string): Promise<void>;
  /** POST /user-api/users with a client-credentials token: creates a driver account. */
  registerAccount(request: RegistrationRequest): Promise<AccountResult<LoginResponse>>;
  /** POST /user-api/login/resetPassword {username}: asks for a mailed reset code. */
  requestPasswordReset(request: ResetCodeRequest): Promise<AccountResult<null>>;
  /** POST /user-api/login/resetPassword {username, resetToken, newPassword}: sets a new password. */
  resetPassword(request: ResetPasswordRequest): Promise<AccountResult<null>>;

  /** Marks the job the one active job and stores it; null when no stored job has that id. */
  openJob(jobId: string): Promise<Job | null>;
  /** A stored job of any date by id, or null. */
  findJob(jobId: string): Promise<Job | null>;
  /** The job's notes from the gateway, cached for offline. */
  loadNotes(jobId: string): Promise<NotesResult>;
  /** The retailer's reason codes (flat, as stored), fetching them when missing. */
  reasonCodes(retailerId: string): Promise<ReasonCode[]>;
  submitRiskAssessment(input: RiskAssessmentInput): Promise<SaveResult>;
  failJob(input: FailInput): Promise<SaveResult>;
  /** Backing out of the failed screen with no change: reason 0 and Not Started (spec §4). */
  cancelFailure(jobId: string): Promise<void>;
  suspendJob(input: SuspendInput): Promise<SaveResult>;
  /** Admins only: Job Complete with the entered times, saved through the admin update call. */
  adminCompleteJob(input: AdminCompleteInput): Promise<SaveResult>;
  /** Applies one collection / delivery report edit and stores the job. */
  editReport(jobId: string, edit: ReportEdit): Promise<JobEditResult>;
  /** Processes (worker: decode, 800×800, PNG) and stores a photo as a gallery item `up` on the job. */
  addJobPhoto(input: JobPhotoInput): Promise<JobEditResult>;
  /** Replaces a photo with the photo editor's drawing (PNG, already ≤ 800×800); a new upload follows. */
  replaceJobPhoto(jobId: string, photoId: string, edited: Blob): Promise<JobEditResult>;
  /** Removes a photo (the editor's Delete, after its confirmation) from the job and the image cache. */
  removeJobPhoto(jobId: string, photoId: string): Promise<JobEditResult>;
  /** A stored photo's image while it waits to upload (thumbnails, the editor); null once only its location remains. */
  photoData(jobId: string, photoId: string): Promise<Blob | null>;
  /** The signature screen's Complete: validates (spec §5), then a signature pass of the completion flow. */
  completeSignaturePass(request: SignaturePassRequest): Promise<SignaturePassOutcome>;
  /** Starts a sync pass now (single-flight: joins a running one). */
  syncNow(): Promise<void>;
  /**
   * The service worker's background-sync backstop delivered these outbox entries (by idempotency key)
   * while the engine was not looking. A sync pass confirms them by resending: the gateway answers a
   * known key with its first answer and applies nothing twice, so the entries leave the outbox and
   * requiresSync clears through the one ordinary path.
   */
  backgroundSynced(idempotencyKeys: string[]): Promise<void>;
  /** The latest position from the main thread's geolocation watch (null when unavailable). */
  setPosition(position: DevicePosition | null): Promise<void>;
}
