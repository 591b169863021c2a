/**
 * The driver's Evidence view from local data: the record of a job on this phone, assembled by the same
 * assembler as the gateway's (assembleEvidence, source 'phone', digest ''), from the stored job, its photos and
 * signature and the risk assessment the phone stored for it. Each photo is named by its link (its location
 * once uploaded, else its upload name, which carries the moment it was taken), and its integrity is checked
 * here: the SHA-256 taken at capture against the SHA-256 of the bytes the phone still holds, computed now.
 * Works offline: it makes no call. Only the viewer's own jobs (findJobFor).
 */
import type { LoginStatus } from '@domain/accounts/login-status';
import type { GalleryImage, Job } from '@domain/job/job';
import { retailerIdOf } from '@domain/job/retailer';
import { jobImageKeys } from '@domain/photos/photo-uri';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord, EvidenceActor } from '@domain/evidence/evidence-record';
import type { EvidenceRiskInput, StoredImageFacts } from '@domain/evidence/evidence-inputs';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import type { EngineStorage } from '@worker-shared/db/storage';
import { evidenceMarksOf } from '@worker-shared/stored/job-gallery';
import { sha256Hex } from '@worker-shared/stored/photo-sha256';
import {
  latestSignatureOf,
  photoBlobOf,
  photoBytesOf,
  type StoredPhoto,
} from '@worker-shared/stored/stored-photo';
import { findJobFor } from '../jobs/job-for-user';
import { storedDrasKey } from '../jobs/risk-assessment-keys';

/** The link the record names a photo by: its location once uploaded, else its upload name. */
export function photoLink(photo: Pick<StoredPhoto, 'location' | 'uploadName'>): string {
  return photo.location ?? photo.uploadName;
}

/** A gallery item with its stored photo's link, SHA-256 and annotated mark (an item the phone no longer holds stays as it is). */
function linked(item: GalleryImage, byId: ReadonlyMap<string, StoredPhoto>): GalleryImage {
  const photo = byId.get(item.id);
  if (!photo) return item;
  return { ...item, uri: photoLink(photo), ...evidenceMarksOf(photo) };
}

/** The job with every photo it carries under its link, and the latest signature (uploaded or not) as its signature. */
export function jobViewWithLinks(job: Job, photos: readonly StoredPhoto[]): Job {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const signature = latestSignatureOf(photos);
  return {
    ...job,
    job_activity_gallery: (job.job_activity_gallery ?? []).map((item) => linked(item, byId)),
    products: job.products.map((product) =>
      product.after_images === undefined
        ? product
        : { ...product, after_images: product.after_images.map((item) => linked(item, byId)) },
    ),
    ...(signature ? { signature: photoLink(signature), signature_sha256: signature.sha256 ?? null } : {}),
  };
}

/** What the phone holds under each photo's link: ref = the photo's id, bytes hashed now. */
export async function localImageFacts(
  photos: readonly StoredPhoto[],
): Promise<Record<string, StoredImageFacts>> {
  const facts: Record<string, StoredImageFacts> = {};
  for (const photo of photos) {
    const bytes = photoBytesOf(photo);
    facts[photoLink(photo)] = {
      ref: photo.id,
      contentType: photo.contentType,
      receivedAt: null,
      storedSha256: bytes ? await sha256Hex(await bytes) : null,
      declaredSha256: photo.sha256 ?? null,
      present: photo.bytes !== null,
    };
  }
  return facts;
}

/** What the local record reads. */
export interface LocalEvidenceDeps {
  storage: EngineStorage;
  login(): LoginStatus | null;
  now(): number;
}

/** The job's photos and signatures (job key) and its risk assessment photos (DRA key). */
async function photosOfJob(storage: EngineStorage, jobId: string): Promise<StoredPhoto[]> {
  return (await storage.photoSetsOf(jobImageKeys(jobId))).flatMap((set) => set.photos);
}

/** The signed-in driver as the record names them. */
function driverOf(login: LoginStatus): EvidenceActor {
  const name = `${login.firstName} ${login.lastName}`.trim();
  return { role: 'driver', username: login.userName, name: name || login.userName };
}

/** The stored risk assessment of the job with each question's photo links (uploaded or not). */
async function localRiskAssessment(
  deps: LocalEvidenceDeps,
  job: Job,
  photos: readonly StoredPhoto[],
  by: EvidenceActor,
): Promise<EvidenceRiskInput[]> {
  const payload = (await deps.storage.get(storedDrasKey))?.[job.id];
  if (!payload) return [];
  const questions = payload.questions.map((question) => {
    const step = riskQuestions.find((known) => known.id === question.questionId)?.step;
    const purpose = `risk-assessment-q${String(step)}`;
    const links = photos.filter((photo) => photo.purpose === purpose).map(photoLink);
    return { ...question, imageUrls: links };
  });
  return [{ by, payload: { ...payload, questions }, receivedAt: null }];
}

/** The evidence record of the viewer's job from this phone's data; null when the job is not stored here. */
export async function localJobEvidence(
  deps: LocalEvidenceDeps,
  jobId: string,
): Promise<EvidenceRecord | null> {
  const login = deps.login();
  const stored = await findJobFor(deps.storage, jobId, deps.now(), login?.userName ?? null);
  if (!stored || !login) return null;
  const photos = await photosOfJob(deps.storage, jobId);
  const by = driverOf(login);
  return assembleEvidence({
    job: jobViewWithLinks(stored.job, photos),
    placement: { branch: login.branch, driverId: login.driverid || login.userName },
    updates: [],
    conflicts: [],
    riskAssessments: await localRiskAssessment(deps, stored.job, photos, by),
    heartbeats: [],
    customerPosition: null,
    reasonCodes: (await deps.storage.readReasonCodes(retailerIdOf(stored.job)))?.reasonCodes ?? [],
    images: await localImageFacts(photos),
    source: 'phone',
  });
}

/** The bytes of one image of the viewer's local record (EvidenceImage.ref: the stored photo's id); null when gone. */
export async function localEvidenceImage(
  deps: LocalEvidenceDeps,
  jobId: string,
  ref: string,
): Promise<Blob | null> {
  const login = deps.login();
  if (!login || !(await findJobFor(deps.storage, jobId, deps.now(), login.userName))) return null;
  const photo = (await photosOfJob(deps.storage, jobId)).find((p) => p.id === ref);
  return photo ? photoBlobOf(photo) : null;
}
