/**
 * The evidence parts of a job update (product rules 3.3, 5.6 and 5.8): new notes (150 characters,
 * dated YYYY-MM-DDTHH:mm:ss), uploaded photos (http(s) links, never data) and
 * the signature (the object store's link to a signature of this very job),
 * each photo's and the signature's SHA-256 taken on the phone (64 lower-case
 * hex digits) and whether each photo was drawn on (annotated).
 * Each reader answers the validated value or throws a 400 naming the field.
 */
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import type { GalleryImage, Note } from '@domain/job/job';
import { isMediaLink, isSignatureLinkOf } from '@domain/photos/media-links';
import type { SignatureStore } from '@domain/photos/media-links';
import { isSha256Hex } from '@domain/photos/sha256-hex';
import { badRequest } from '../http/api-error';
import {
  expectArray,
  expectId,
  expectInteger,
  expectMediaLink,
  expectObject,
  expectOneOf,
  expectString,
  expectTimestamp,
  optionalBoolean,
  optionalString,
} from '../http/shape-check';

const HEADING_MAX = 200;
const GALLERY_STATUSES = ['up', 'down'] as const;

function note(value: unknown, path: string): Note {
  const o = expectObject(value, path);
  return {
    id: o.id === undefined || o.id === null || o.id === '' ? '' : expectId(o.id, `${path}.id`),
    type: expectInteger(o.type, `${path}.type`, { min: 1, max: 4 }) as Note['type'],
    note: expectString(o.note, `${path}.note`, TEXT_MAX_CHARS),
    date: expectTimestamp(o.date, `${path}.date`),
    new: optionalBoolean(o.new, `${path}.new`),
  };
}

/** The notes flagged new (only those are appended, product rule 5.8); every note must be well formed. */
export function newNotes(value: unknown, path: string): Note[] {
  if (value === undefined || value === null) return [];
  return expectArray(value, path)
    .map((item, i) => note(item, `${path}[${i}]`))
    .filter((n) => n.new === true);
}

/** An optional SHA-256 taken on the phone: absent (or null), or exactly 64 lower-case hex digits. */
export function optionalSha256(value: unknown, path: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isSha256Hex(value)) throw badRequest(`${path} must be a SHA-256 as 64 lower-case hex digits`);
  return value;
}

/** An uploaded (`down`) photo, or null for one still `up` on the phone (never stored). */
function galleryImage(value: unknown, path: string): GalleryImage | null {
  const o = expectObject(value, path);
  const status = expectOneOf(o.status, `${path}.status`, GALLERY_STATUSES);
  if (status === 'up') return null;
  const heading = optionalString(o.heading, `${path}.heading`, { max: HEADING_MAX, nullable: true });
  const sha256 = optionalSha256(o.sha256, `${path}.sha256`);
  const annotated = optionalBoolean(o.annotated, `${path}.annotated`);
  return {
    id: String(expectId(o.id, `${path}.id`)),
    uri: expectMediaLink(o.uri, `${path}.uri`),
    type: expectString(o.type, `${path}.type`, 100),
    status,
    // which item a product's photo shows ('product:{id}')
    ...(typeof heading === 'string' ? { heading } : {}),
    ...(typeof sha256 === 'string' ? { sha256 } : {}),
    // drawn on with the pen and saved annotated
    ...(annotated === undefined ? {} : { annotated }),
  };
}

/** The uploaded photos of job_activity_gallery. */
export function uploadedPhotos(value: unknown): GalleryImage[] {
  if (value === undefined) return [];
  return expectArray(value, 'job_activity_gallery')
    .map((g, i) => galleryImage(g, `job_activity_gallery[${i}]`))
    .filter((g): g is GalleryImage => g !== null);
}

const FOREIGN_SIGNATURE = 'signature must be null or the object store link of a signature of this job';

/** null, or a link (checked against the job by requireOwnSignature once the job is loaded). */
export function signatureLink(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || !isMediaLink(value)) throw badRequest(FOREIGN_SIGNATURE);
  return value;
}

/**
 * The signature of an update must be the job's own: the one already stored (the app sends it back with
 * every later update, even if the store has moved since), or the store's link to a signature of this job
 * (never a drawing's data or another job's signature).
 */
export function requireOwnSignature(
  signature: string | null | undefined,
  stored: { id: string; signature?: string | null },
  store: SignatureStore,
): void {
  if (signature === undefined || signature === null || signature === stored.signature) return;
  if (!isSignatureLinkOf(signature, store, stored.id)) throw badRequest(FOREIGN_SIGNATURE);
}
