/**
 * The driver's Evidence view from local data (issue 14): the record of a job
 * on this phone, assembled by the same assembler as the gateway's
 * (assembleRecord, source 'phone', digest ''), from the stored job, its photos
 * and signature (integrity checked here against the bytes the phone still
 * holds) and the risk assessment the phone stored for it. Works offline: it
 * makes no call. Only the viewer's own jobs (findJobFor).
 */
import type { LoginStatus } from '@domain/accounts/login-status';
import type { Job } from '@domain/job/job';
import { retailerIdOf } from '@domain/job/retailer';
import { jobImageKeys } from '@domain/photos/photo-uri';
import { assembleRecord } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord, RecordActor } from '@domain/evidence/evidence-record';
import type { RecordRiskInput } from '@domain/evidence/evidence-inputs';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { findJobFor } from '../jobs/job-for-user';
import { storedDrasKey } from '../jobs/risk-assessment-keys';
import { jobViewWithLinks, localImageFacts, photoLink } from './local-evidence-images';

/** What the local record reads. */
export interface LocalRecordDeps {
  storage: EngineStorage;
  login(): LoginStatus | null;
  now(): number;
}

/** The job's photos and signatures (job key) and its risk assessment photos (DRA key). */
async function photosOfJob(storage: EngineStorage, jobId: string): Promise<StoredPhoto[]> {
  return (await storage.photoSetsOf(jobImageKeys(jobId))).flatMap((set) => set.photos);
}

/** The signed-in driver as the record names them. */
function driverOf(login: LoginStatus): RecordActor {
  const name = `${login.firstName} ${login.lastName}`.trim();
  return { role: 'driver', username: login.userName, name: name || login.userName };
}

/** The stored risk assessment of the job with each question's photo links (uploaded or not). */
async function localRiskAssessment(
  deps: LocalRecordDeps,
  job: Job,
  photos: readonly StoredPhoto[],
  by: RecordActor,
): Promise<RecordRiskInput[]> {
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
export async function localJobRecord(deps: LocalRecordDeps, jobId: string): Promise<EvidenceRecord | null> {
  const login = deps.login();
  const stored = await findJobFor(deps.storage, jobId, deps.now(), login?.userName ?? null);
  if (!stored || !login) return null;
  const photos = await photosOfJob(deps.storage, jobId);
  const by = driverOf(login);
  return assembleRecord({
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

/** The bytes of one image of the viewer's local record (RecordImage.ref: the stored photo's id); null when gone. */
export async function localRecordImage(
  deps: LocalRecordDeps,
  jobId: string,
  ref: string,
): Promise<Blob | null> {
  const login = deps.login();
  if (!login || !(await findJobFor(deps.storage, jobId, deps.now(), login.userName))) return null;
  const photo = (await photosOfJob(deps.storage, jobId)).find((p) => p.id === ref);
  return photo?.bytes ? new Blob([photo.bytes], { type: photo.contentType }) : null;
}
