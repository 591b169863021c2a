/**
 * What an evidence record is assembled from (assembleEvidence), and how its pieces are read from it: plain data
 * the gateway reads from its tables and object store, or the phone from its local store. Links are the texts
 * as they appear in the job and the payloads (a gallery item's uri, the job's signature, a question's
 * imageUrls); `images` tells, per link, what is stored under it.
 */
import { distanceMetres, isArrival } from '../location/geo-distance';
import type { LatLng } from '../location/geo-distance';
import type { JobOutcomeStatus } from '../job/enums';
import type { GalleryImage, Job, Product } from '../job/job';
import { productKey } from '../job/product-by-id';
import { isSha256Hex } from '../photos/sha256-hex';
import type { ReasonCode, ReasonCodeField } from '../reasons/reason-code';
import { reasonPathTo } from '../reasons/reason-lookup';
import { reasonTree } from '../reasons/reason-tree';
import type { RiskAssessment } from '../risk-assessment/risk-assessment';
import { formatTimestamp, timestampMs } from '../time/dates';
import type { IntegrityState, EvidenceActor, EvidenceEvent, EvidenceImage } from './evidence-record';

/** One accepted job update (driver or admin), as received. */
export interface EvidenceUpdateInput {
  by: EvidenceActor;
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
export interface EvidenceConflictInput {
  by: EvidenceActor;
  payload: unknown;
  /** ISO instant it reached the gateway. */
  receivedAt: string;
  /** The revision it was based on (its If-Match). */
  baseRevision: number;
  /** The job's revision when it was refused. */
  revision: number;
}

/** A risk assessment's questions, each with the links of its uploaded photos. */
export type EvidenceRiskPayload = Omit<RiskAssessment, 'questions'> & {
  questions: (RiskAssessment['questions'][number] & { imageUrls?: string[] })[];
};

/** One risk assessment as received. */
export interface EvidenceRiskInput {
  by: EvidenceActor;
  payload: EvidenceRiskPayload;
  receivedAt: string | null;
}

/** One position the driver's phone sent (a heartbeat). */
export interface EvidenceHeartbeatInput {
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
  /** The reference the evidence-bytes call takes (EvidenceImage.ref). */
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
export interface EvidencePlacement {
  branch: string;
  driverId: string;
}

/** Everything assembleEvidence reads. */
export interface EvidenceInputs {
  job: Job;
  placement: EvidencePlacement;
  /** Accepted updates, oldest first. */
  updates: readonly EvidenceUpdateInput[];
  conflicts: readonly EvidenceConflictInput[];
  riskAssessments: readonly EvidenceRiskInput[];
  /** The driver's positions around the job (any order). */
  heartbeats: readonly EvidenceHeartbeatInput[];
  /** The customer's position (their postcode's geocode), or null when unknown. */
  customerPosition: LatLng | null;
  /** The retailer's reason codes (flat; any level). */
  reasonCodes: readonly ReasonCode[];
  /** Per link, what is stored under it; a link not here is 'missing' (its ref is the link itself). */
  images: Readonly<Record<string, StoredImageFacts>>;
  source: 'gateway' | 'phone';
}

/*
 * The pieces of a job's evidence the record reads from the job document and
 * the updates that carried them: reason paths by id, the job's photos (the job
 * gallery and each item's after_images; at the gateway an item's photo sits in
 * the gallery with heading 'product:{id}'), and which update first carried a
 * piece (its receivedAt is when that piece reached the gateway).
 */

/** The labels from the top reason down to the reason with this id in the field's tree ([] when none). */
export function reasonLabels(
  codes: readonly ReasonCode[],
  field: ReasonCodeField,
  id: number | null | undefined,
): string[] {
  return reasonPathTo(reasonTree(codes, field), id).map((reason) => reason.label);
}

/** A photo of the job with the product it shows, if any. */
export interface JobPhoto {
  image: GalleryImage;
  product: Product | null;
}

/** The product a gallery heading 'product:{id}' names, or null. */
function productOfHeading(job: Job, heading: string | undefined): Product | null {
  const id = heading?.startsWith('product:') === true ? heading.slice('product:'.length) : null;
  return id === null ? null : (job.products.find((p) => productKey(p.id) === id) ?? null);
}

/** Every photo of the job once (by link): the gallery's, then each product's after_images. */
export function jobPhotos(job: Job): JobPhoto[] {
  const photos: JobPhoto[] = (job.job_activity_gallery ?? []).map((image) => ({
    image,
    product: productOfHeading(job, image.heading),
  }));
  for (const product of job.products) {
    for (const image of product.after_images ?? []) photos.push({ image, product });
  }
  const seen = new Set<string>();
  return photos.filter(({ image }) => !seen.has(image.uri) && seen.add(image.uri) !== undefined);
}

/** A field of a JSON object, or undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The links of a payload's job_activity_gallery. */
function galleryLinks(payload: unknown): string[] {
  const gallery = fieldOf(payload, 'job_activity_gallery');
  return Array.isArray(gallery)
    ? gallery.map((item) => fieldOf(item, 'uri')).filter((u) => typeof u === 'string')
    : [];
}

/** When the first update carrying the link (as a photo or the signature) reached the gateway, or null. */
export function receivedWith(updates: readonly EvidenceUpdateInput[], link: string): string | null {
  const carrier = updates.find(
    (update) => fieldOf(update.payload, 'signature') === link || galleryLinks(update.payload).includes(link),
  );
  return carrier?.receivedAt ?? null;
}

/** The moment a payload says it was made: its outcome time, else its timestamp, else null. */
export function payloadTime(payload: unknown): string | null {
  for (const key of ['job_outcome_time', 'timestamp']) {
    const value = fieldOf(payload, key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/*
 * A photo or the signature of a record: what is stored under its link, when
 * it was captured (the Unix seconds its name carries) and whether the stored
 * bytes hash to the SHA-256 the phone computed at capture.
 */

/** What the record knows of an image besides the stored facts. */
export interface ImageClaim {
  /** The link as the job or payload carries it. */
  link: string;
  label: string;
  /** The SHA-256 the phone sent with the evidence (gallery sha256, signature_sha256), if any. */
  capturedSha256?: string | null;
  annotated?: boolean;
  /** When the evidence naming the image reached the gateway (used when the store does not say). */
  receivedAt: string | null;
}

/** Photo and signature names end '-{unix seconds}[-{8 of id}].{ext}' or '-{8 of id}-{unix seconds}.jpg'. */
const CAPTURED_SECONDS = /-(\d{9,11})(?:-[A-Za-z0-9]{1,8})?\.(?:png|jpe?g|webp)(?:[?#].*)?$/i;

/** The capture time a photo's name carries (YYYY-MM-DDTHH:mm:ss), or null. */
export function capturedAtOfLink(link: string): string | null {
  const seconds = CAPTURED_SECONDS.exec(link)?.[1];
  return seconds === undefined ? null : formatTimestamp(Number(seconds) * 1000) || null;
}

/** match / mismatch / unchecked / missing, as IntegrityState describes. */
export function integrityOf(
  present: boolean,
  captured: string | null,
  stored: string | null,
): IntegrityState {
  if (!present || stored === null) return 'missing';
  if (captured === null) return 'unchecked';
  return captured === stored ? 'match' : 'mismatch';
}

/** The record's image for a claim, read against the facts stored under its link. */
export function evidenceImageFrom(claim: ImageClaim, facts: StoredImageFacts | undefined): EvidenceImage {
  const sent = isSha256Hex(claim.capturedSha256) ? claim.capturedSha256 : null;
  const captured = sent ?? (isSha256Hex(facts?.declaredSha256) ? facts.declaredSha256 : null);
  const present = facts?.present === true;
  const stored = present && isSha256Hex(facts.storedSha256) ? facts.storedSha256 : null;
  return {
    ref: facts?.ref ?? claim.link,
    label: claim.label,
    contentType: facts?.contentType ?? (/\.png(?:[?#].*)?$/i.test(claim.link) ? 'image/png' : 'image/jpeg'),
    at: capturedAtOfLink(claim.link),
    receivedAt: facts?.receivedAt ?? claim.receivedAt,
    capturedSha256: captured,
    storedSha256: stored,
    integrity: integrityOf(present, captured, stored),
    annotated: claim.annotated === true,
  };
}

/** Builds the record's images from claims against one table of stored facts. */
export function imageReader(
  images: Readonly<Record<string, StoredImageFacts>>,
): (claim: ImageClaim) => EvidenceImage {
  return (claim) =>
    evidenceImageFrom(
      claim,
      Object.prototype.hasOwnProperty.call(images, claim.link) ? images[claim.link] : undefined,
    );
}

/*
 * Where the driver was: arrival is the first position within the arrival
 * distance (100 m, isArrival) of the customer's postcode; the position at
 * completion is the one taken nearest the outcome time, when one was taken
 * within POSITION_NEAR_MS of it.
 */

/** How far from the outcome time a position may be taken and still count as the position at completion. */
export const POSITION_NEAR_MS = 15 * 60 * 1000;

/** The arrival event. */
export type ArrivalEvent = Extract<EvidenceEvent, { kind: 'arrival' }>;

/** The position at completion as the outcome event carries it. */
export type CompletionPosition = Extract<EvidenceEvent, { kind: 'outcome' }>['position'];

/** The positions of the job: filed under it, or generic ones (none filed under another job), by time taken. */
export function positionsOfJob(
  heartbeats: readonly EvidenceHeartbeatInput[],
  jobId: string,
): EvidenceHeartbeatInput[] {
  return heartbeats
    .filter((beat) => beat.jobId === null || beat.jobId === jobId)
    .filter((beat) => timestampMs(beat.at) !== null)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function rounded(metres: number): number {
  return Math.round(metres);
}

/** The first position within the arrival distance of the customer, or null (also when the customer's position is unknown). */
export function arrivalEvent(
  positions: readonly EvidenceHeartbeatInput[],
  customer: LatLng | null,
): ArrivalEvent | null {
  if (customer === null) return null;
  for (const beat of positions) {
    const distance = distanceMetres(beat, customer);
    if (!isArrival(distance)) continue;
    return {
      kind: 'arrival',
      at: beat.at,
      receivedAt: beat.receivedAt,
      distanceMetres: rounded(distance),
      latitude: beat.latitude,
      longitude: beat.longitude,
    };
  }
  return null;
}

/** The position taken nearest the moment (within POSITION_NEAR_MS), with its distance from the customer. */
export function positionNear(
  positions: readonly EvidenceHeartbeatInput[],
  at: string | null,
  customer: LatLng | null,
): CompletionPosition {
  const target = at === null ? null : timestampMs(at);
  if (target === null) return null;
  let best: EvidenceHeartbeatInput | null = null;
  let bestGap = Infinity;
  for (const beat of positions) {
    const gap = Math.abs((timestampMs(beat.at) ?? Infinity) - target);
    if (gap < bestGap) [best, bestGap] = [beat, gap];
  }
  if (best === null || bestGap > POSITION_NEAR_MS) return null;
  return {
    latitude: best.latitude,
    longitude: best.longitude,
    distanceMetres: customer === null ? null : rounded(distanceMetres(best, customer)),
  };
}
