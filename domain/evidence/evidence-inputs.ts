/**
 * What an evidence record is assembled from (assembleRecord): plain data the
 * gateway reads from its tables and object store, or the phone from its local
 * store. Links are the texts as they appear in the job and the payloads (a
 * gallery item's uri, the job's signature, a question's imageUrls); `images`
 * tells, per link, what is stored under it.
 */
import type { JobOutcomeStatus } from '../job/enums';
import type { Job } from '../job/job';
import type { LatLng } from '../location/geo-distance';
import type { ReasonCode } from '../reasons/reason-code';
import type { RiskAssessment } from '../risk-assessment/risk-assessment';
import type { RecordActor } from './evidence-record';

/** One accepted job update (driver or admin), as received. */
export interface RecordUpdateInput {
  by: RecordActor;
  /** The update's JSON body as it arrived (a JobUpdateRequest). */
  payload: unknown;
  /** ISO instant it reached the gateway; null when it has not (the phone's own pending change). */
  receivedAt: string | null;
  /** The job's revision after it (gateway), null when unknown. */
  revision: number | null;
  /** The outcome it set, or null when it left job_outcome_status as it was. */
  outcome: JobOutcomeStatus | null;
}

/** One change refused with 409 JOB_CHANGED and kept as a record (job_conflicts). */
export interface RecordConflictInput {
  by: RecordActor;
  payload: unknown;
  /** ISO instant it reached the gateway. */
  receivedAt: string;
  /** The revision it was based on (its If-Match). */
  baseRevision: number;
  /** The job's revision when it was refused. */
  revision: number;
}

/** A risk assessment's questions, each with the links of its uploaded photos. */
export type RecordRiskPayload = Omit<RiskAssessment, 'questions'> & {
  questions: (RiskAssessment['questions'][number] & { imageUrls?: string[] })[];
};

/** One risk assessment as received. */
export interface RecordRiskInput {
  by: RecordActor;
  payload: RecordRiskPayload;
  receivedAt: string | null;
}

/** One position the driver's phone sent (a heartbeat). */
export interface RecordHeartbeatInput {
  latitude: number;
  longitude: number;
  /** When the position was taken: YYYY-MM-DDTHH:mm:ss, local time (the heartbeat's timestamp). */
  at: string;
  receivedAt: string | null;
  /** The job it was filed under, or null for a generic heartbeat. */
  jobId: string | null;
}

/** What is stored under one link. */
export interface StoredImageFacts {
  /** The reference the evidence-bytes call takes (RecordImage.ref). */
  ref: string;
  contentType: string;
  /** ISO instant the bytes reached the store, or null when not known. */
  receivedAt: string | null;
  /** Lower-case hex SHA-256 of the stored bytes; null when not stored. */
  storedSha256: string | null;
  /** The SHA-256 the phone declared with the upload (image API row, object metadata), or null. */
  declaredSha256: string | null;
  /** False when nothing is stored under the link. */
  present: boolean;
}

/** Where the job is filed. */
export interface RecordPlacement {
  branch: string;
  driverId: string;
}

/** Everything assembleRecord reads. */
export interface RecordInputs {
  job: Job;
  placement: RecordPlacement;
  /** Accepted updates, oldest first. */
  updates: readonly RecordUpdateInput[];
  conflicts: readonly RecordConflictInput[];
  riskAssessments: readonly RecordRiskInput[];
  /** The driver's positions around the job (any order). */
  heartbeats: readonly RecordHeartbeatInput[];
  /** The customer's position (their postcode's geocode), or null when unknown. */
  customerPosition: LatLng | null;
  /** The retailer's reason codes (flat; any level). */
  reasonCodes: readonly ReasonCode[];
  /** Per link, what is stored under it; a link not here is 'missing' (its ref is the link itself). */
  images: Readonly<Record<string, StoredImageFacts>>;
  source: 'gateway' | 'phone';
}
