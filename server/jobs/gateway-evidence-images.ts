/**
 * The photos and signatures of a job's evidence record at the gateway: every
 * link the job and its risk assessments carry, where its bytes are (an object
 * store key of this very job, or a legacy image API row), and what is stored
 * there (its SHA-256 computed here, the one the phone declared with the upload,
 * and when the bytes reached the gateway).
 * A record image's ref is the object key, or 'media:{id}' for an image API row;
 * the evidence-bytes call serves a ref only when this table holds it.
 */
import type { Job } from '@domain/job/job';
import { objectKeyOfLink } from '@domain/photos/media-links';
import { jobIdOfObjectKey } from '@domain/photos/object-store-keys';
import { sha256Hex } from '@domain/evidence/evidence-digest';
import { jobPhotos } from '@domain/evidence/evidence-inputs';
import type { EvidenceRiskInput, StoredImageFacts } from '@domain/evidence/evidence-inputs';
import type { GatewayServices } from '../gateway-services';
import { findImage } from '../store/images';
import { MEDIA_PATH } from '../routes/image-routes';

/** Where a record image's bytes are. */
export type ImageLocation = { kind: 'object'; key: string } | { kind: 'media'; id: string };

/** A link the record shows, with its ref and where its bytes are (null: nowhere this record may read). */
export interface LinkedImage {
  link: string;
  ref: string;
  location: ImageLocation | null;
}

const MEDIA_ID = new RegExp(`^${MEDIA_PATH}/([0-9a-f-]{36})$`);

/** Every link the record shows: the job's photos, its signature, its risk assessments' photos (once each). */
export function evidenceLinks(job: Job, risks: readonly EvidenceRiskInput[]): string[] {
  const links = [
    ...jobPhotos(job).map((photo) => photo.image.uri),
    ...(job.signature ? [job.signature] : []),
    ...risks.flatMap((risk) => risk.payload.questions.flatMap((q) => q.imageUrls ?? [])),
  ];
  return [...new Set(links.filter((link) => typeof link === 'string' && link !== ''))];
}

function mediaIdOf(link: string): string | null {
  try {
    return MEDIA_ID.exec(new URL(link).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Where the link's bytes are: a key of this job's evidence in the store, or an image API row. */
export function linkedImage(services: GatewayServices, jobId: string, link: string): LinkedImage {
  const key = objectKeyOfLink(services.objects.settings.publicBaseUrl, link);
  if (key !== null && jobIdOfObjectKey(key) === jobId)
    return { link, ref: key, location: { kind: 'object', key } };
  const id = mediaIdOf(link);
  if (id !== null) return { link, ref: `media:${id}`, location: { kind: 'media', id } };
  return { link, ref: link, location: null };
}

/** What is stored at a location. */
export interface EvidenceImageBytes {
  bytes: Uint8Array;
  contentType: string;
  /** The SHA-256 the phone declared with the upload, or null. */
  declaredSha256: string | null;
  /** ISO instant the bytes reached the gateway (the object's Last-Modified, the image row's created_at). */
  receivedAt: string | null;
}

/** What is stored at a location; null when nothing is there. */
export async function readImage(
  services: GatewayServices,
  location: ImageLocation,
): Promise<EvidenceImageBytes | null> {
  if (location.kind === 'object') {
    const object = await services.objects.getDated(location.key);
    return (
      object && {
        bytes: object.bytes,
        contentType: object.contentType,
        declaredSha256: object.capturedSha256,
        receivedAt: object.storedAt?.toISOString() ?? null,
      }
    );
  }
  const image = await findImage(services.db, location.id);
  return (
    image && {
      bytes: image.bytes,
      contentType: image.contentType,
      declaredSha256: image.sha256,
      receivedAt: image.createdAt.toISOString(),
    }
  );
}

/** What is stored under each link. */
export async function storedImageFacts(
  services: GatewayServices,
  images: readonly LinkedImage[],
): Promise<Record<string, StoredImageFacts>> {
  const facts: Record<string, StoredImageFacts> = {};
  for (const { link, ref, location } of images) {
    const stored = location === null ? null : await readImage(services, location);
    facts[link] = {
      ref,
      contentType: stored?.contentType ?? 'application/octet-stream',
      receivedAt: stored?.receivedAt ?? null,
      storedSha256: stored ? await sha256Hex(stored.bytes) : null,
      declaredSha256: stored?.declaredSha256 ?? null,
      present: stored !== null,
    };
  }
  return facts;
}
