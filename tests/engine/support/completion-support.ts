/** Shared pieces of the completion tests: jobs by type, a signature JPEG, the image cache and outbox of a job. */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { JobType } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import type { JobEditResult, ProductId, ReportEdit } from '@worker/engine-shapes';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { EngineHarness } from './engine-harness';
import { photoFile } from './test-photos';

/** Hands out each not-started job of a type once per test file. */
export class TypedJobPicker {
  private readonly used = new Set<string>();

  /** The next unused not-started job of the type in the harness's list. */
  next(h: EngineHarness, type: JobType): Job {
    const job = h
      .latest()
      .jobs.find(
        (j) =>
          j.job_type === type && j.job_outcome_status === JobOutcomeStatus.NotStarted && !this.used.has(j.id),
      );
    if (!job) throw new Error(`no unused not-started job of type ${type}`);
    this.used.add(job.id);
    return job;
  }
}

/** A minimal JPEG (SOI, APP0, baseline frame header of width × height, EOI). */
export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0,
  ];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** The signature pad's export: a JPEG blob. */
export function signatureBlob(width = 355, height = 200): Blob {
  return new Blob([jpegBytes(width, height)], { type: 'image/jpeg' });
}

/** The photos the device's image cache holds under the job id. */
export async function cachedPhotosOf(h: EngineHarness, jobId: string): Promise<StoredPhoto[]> {
  const storage = await h.openStorage();
  try {
    return (await storage.photoSets()).find((set) => set.key === jobId)?.photos ?? [];
  } finally {
    storage.close();
  }
}

/** The device's outbox entries for the job. */
export async function outboxOf(h: EngineHarness, jobId: string): Promise<StoredOutboxEntry[]> {
  const storage = await h.openStorage();
  try {
    return (await storage.outboxEntries()).filter((entry) => entry.jobId === jobId);
  } finally {
    storage.close();
  }
}

/** The job as stored on the device. */
export async function storedJobOf(h: EngineHarness, jobId: string): Promise<Job | undefined> {
  const storage = await h.openStorage();
  try {
    return (await storage.readJob(jobId))?.job;
  } finally {
    storage.close();
  }
}

/** A product of the job by its job_type (2 collection, else delivery items). */
export function productOfType(job: Job, type: JobType): Product {
  const product = job.products.find((p) => p.job_type === type);
  if (!product) throw new Error(`job ${job.id} has no product of type ${type}`);
  return product;
}

/** One object in the gateway's object store. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

/** The gateway's stored objects whose key names the job. */
export async function objectsOfJob(baseUrl: string, jobId: string): Promise<StoredObject[]> {
  const response = await fetch(`${baseUrl}/__test/objects`);
  if (!response.ok) throw new Error(`objects: ${response.status}`);
  const { objects } = (await response.json()) as { objects: StoredObject[] };
  return objects.filter((object) => object.key.includes(jobId));
}

/** The job after an edit that must be accepted. */
export function ok(result: JobEditResult): Job {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.job;
}

/** Applies report edits that must all be accepted, in order. */
export async function editAll(h: EngineHarness, jobId: string, edits: ReportEdit[]): Promise<void> {
  for (const edit of edits) ok(await h.engine.editReport(jobId, edit));
}

/** Adds the delivered photo (the signature screen's photo). */
export async function addDelivered(h: EngineHarness, jobId: string): Promise<Job> {
  const photo = photoFile('front.png');
  return ok(await h.engine.addJobPhoto({ jobId, purpose: 'delivered', productId: null, photo }));
}

/** Adds a damage photo: the item's when `productId` is given, else the property's. */
export async function addDamage(h: EngineHarness, jobId: string, productId: ProductId | null): Promise<Job> {
  return ok(await h.engine.addJobPhoto({ jobId, purpose: 'damage', productId, photo: photoFile() }));
}

/** The cached photo's gallery item as the gateway keeps it once uploaded. */
export function sent(photo: StoredPhoto, heading?: string) {
  return {
    id: photo.id,
    uri: photo.location,
    type: photo.purpose,
    status: 'down',
    ...(heading ? { heading } : {}),
    ...(photo.sha256 === undefined ? {} : { sha256: photo.sha256 }),
  };
}

/** The cached photos of one purpose, in cache order. */
export function byPurpose(photos: StoredPhoto[], purpose: string): StoredPhoto[] {
  return photos.filter((p) => p.purpose === purpose);
}

/** A product's outcome_status and delivered_quantity. */
export function outcome(product: Product | null | undefined): [number | undefined, number | undefined] {
  return [product?.outcome_status, product?.delivery_job.delivered_quantity];
}
