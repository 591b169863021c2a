/**
 * Request and answer shapes of the gateway calls (product rules 7.2 and 7.3), shared by the worker's API
 * client and the reference gateway so both sides agree by construction.
 */
import type { SignatureStore } from '../photos/media-links';
import type { HeartbeatRequestWire } from '../location/heartbeat';
import type { DownloadInfo, Job, Manifest, Note } from '../job/job';
import type { ReasonCodeNode } from '../reasons/reason-code';
import type { RiskAnswer, RiskAssessment } from '../risk-assessment/risk-assessment';
import type { AccountAnswer, TokenAnswerBody } from './token-answers';
import { pathWithParams } from './path-pattern';

/** GET /group-delivery-job-api/delivery/job/date/{DDMMYYYY} (and admin variants). */
export interface JobsResponse {
  manifest: Manifest[];
  schedule: Job[];
  download: DownloadInfo[];
  error?: string | boolean | null;
  tokenExpired?: boolean;
}

/**
 * GET /group-delivery-job-api/entities/{retailerId}/reasonCodes?filterActive=true: the nested
 * trees (the client also reads a flat list: domain/reasons/reason-normaliser.ts).
 */
export interface ReasonCodesResponse {
  reasonCodes: ReasonCodeNode[];
}

/** GET /retail-order-api/v1/orders/{jobNumber}/notes?retailerId= */
export interface NotesResponse {
  notes: Note[];
}

/** POST /oauth/token and /oauth/refreshToken: the tokens (token-answers.ts), or an Error. */
export type TokenResponse = Partial<TokenAnswerBody> & { Error?: string };

/**
 * POST /user-api/login (form-encoded username, password, driverid, branch, application): the account
 * (token-answers.ts) with every field given.
 */
export type LoginResponse = Required<AccountAnswer>;

/** POST /group-image-api/delivery-dra-image-upload */
export interface ImageUploadResponse {
  mediaLink: string;
}

/**
 * POST /group-image-api/upload-grant {jobId}: short-lived credentials that may
 * write only the job's evidence keys (`prefixes`), never overwrite, never delete.
 */
export interface UploadGrant {
  jobId: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** ISO moment the credentials stop working. */
  expiresAt: string;
  /** The key prefixes the credentials may write. */
  prefixes: string[];
}

/**
 * GET /group-image-api/object-store: where the worker uploads photos and signatures (product rule 7.6); its
 * publicBaseUrl and environment are the SignatureStore a signature link is read against.
 */
export interface ObjectStoreSettings extends SignatureStore {
  /** An S3-compatible endpoint (the local store), or null for AWS S3 itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  forcePathStyle: boolean;
}

/** POST job update (driver and admin): the job as the gateway now stores it. */
export interface JobUpdateResponse {
  id: string;
  job: Job;
}

/** One answer of the DRA update call: the question's answer with its uploaded image URLs. */
export interface DraQuestion extends RiskAnswer {
  imageUrls: string[];
}

/** POST /delivery-reporting/delivery-dra-update */
export interface DraUpdateRequest extends RiskAssessment {
  questions: DraQuestion[];
}

/** POST /group-delivery-job-api/delivery/location/update: an array holding one heartbeat. */
export type HeartbeatRequest = HeartbeatRequestWire;

/** The result of a postcodes.io lookup (only the fields the app reads are required). */
export interface PostcodeResult {
  postcode: string;
  outcode?: string;
  incode?: string;
  quality?: number;
  latitude: number | null;
  longitude: number | null;
  country?: string;
  region?: string | null;
  admin_district?: string | null;
  parish?: string | null;
  post_town?: string | null;
}

/** GET /postcodes/{postcode} (postcodes.io shape): result on 200, error otherwise. */
export interface PostcodeResponse {
  status: number;
  result?: PostcodeResult | null;
  error?: string;
}

/** GET apiPaths.adminTrackingLink: the customer tracking page's link of a job (product rule 2.23). */
export interface TrackingLinkResponse {
  job_id: string;
  /** The page's full URL (PUBLIC_BASE_URL, or the gateway's own origin, then /track/{token}). */
  url: string;
  /** When the link stops working (ISO 8601). */
  expires_at: string;
}

/** Application name sent with login and token calls. */
export const APPLICATION_NAME = 'doorstep';

/** The paths of the gateway calls (product rule 7.2); a path with parameters builds itself and carries its route pattern (path-pattern.ts). */
export const apiPaths = {
  jobsForDate: pathWithParams('/group-delivery-job-api/delivery/job/date/:date'),
  jobsQuery: '/group-delivery-job-api/delivery/job',
  jobUpdate: '/group-delivery-job-api/delivery/job/update',
  adminJobs: '/group-delivery-job-api/admin/delivery/job',
  adminJobUpdate: '/group-delivery-job-api/admin/delivery/job/update',
  notes: pathWithParams('/retail-order-api/v1/orders/:jobNumber/notes'),
  reasonCodes: pathWithParams('/group-delivery-job-api/entities/:retailerId/reasonCodes'),
  draUpdate: '/delivery-reporting/delivery-dra-update',
  imageUpload: '/group-image-api/delivery-dra-image-upload',
  objectStore: '/group-image-api/object-store',
  uploadGrant: '/group-image-api/upload-grant',
  heartbeat: '/group-delivery-job-api/delivery/location/update',
  /** A job's evidence record: the driver's own jobs, an admin's branch. GET. */
  jobEvidence: pathWithParams('/group-delivery-job-api/delivery/job/:jobId/record'),
  /** The bytes of one photo or signature of a job's record (EvidenceImage.ref). GET. */
  jobEvidenceImage: pathWithParams('/group-delivery-job-api/delivery/job/:jobId/record/image/:ref'),
  /** Admins: jobs of their branch on any date by job id, order number or customer postcode (q, page). GET. */
  jobSearch: '/group-delivery-job-api/admin/delivery/job/search',
  /** Admins: the customer messages of a job of their branch (domain/customer/customer-message-list.ts). GET. */
  jobMessages: pathWithParams('/group-delivery-job-api/admin/delivery/job/:jobId/messages'),
  /** Admins: today's board of their branch (domain/office/today-board.ts). GET. */
  officeToday: '/group-delivery-job-api/admin/delivery/today',
  /** Admins: the board as Server-Sent Events, a `board` event whenever it changes (Last-Event-ID resumes). GET. */
  officeTodayEvents: '/group-delivery-job-api/admin/delivery/today/events',
  /** Admins: their branch's retail webhook delivery log, newest first (retailer, status, page). GET. */
  retailWebhookLog: '/group-delivery-job-api/admin/retail-webhooks',
  /** Admins: send one retail webhook of their branch again, under its event id. POST. */
  retailWebhookResend: pathWithParams('/group-delivery-job-api/admin/retail-webhooks/:eventId/resend'),
  /** A retailer's capability link to a completed evidence record: no login, the token is the key. GET. */
  retailRecord: pathWithParams('/retail-record-api/records/:token'),
  /** The bytes of one photo or signature of that record (EvidenceImage.ref). GET. */
  retailRecordImage: pathWithParams('/retail-record-api/records/:token/image/:ref'),
  /** Admins: a job of their branch's customer tracking link (made on first asking; TrackingLinkResponse). GET. */
  adminTrackingLink: pathWithParams('/group-delivery-job-api/admin/delivery/job/:jobId/tracking-link'),
  login: '/user-api/login',
  resetPassword: '/user-api/login/resetPassword',
  users: '/user-api/users',
  token: '/oauth/token',
  refreshToken: '/oauth/refreshToken',
  /** Logout: ends the refresh token's family (form: token + client credentials). */
  revoke: '/oauth/revoke',
  postcode: pathWithParams('/postcodes/:postcode'),
} as const;
