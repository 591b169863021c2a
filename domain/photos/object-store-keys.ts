/**
 * Product rules 7.6 and 9.7: the cloud object store: the key and content type of each upload
 * (signatures 'SIGNATURE/LIVE…' or 'SIGNATURE/DEV…' as JPEG by environment,
 * every other photo 'ORIG/…' as PNG) and the multipart plan of an upload
 * (parts of at least 5 MB, at most 10000 parts, 4 parts in flight by default).
 */
import { MULTIPART_MAX_PARTS, MULTIPART_PART_MIN_BYTES, MULTIPART_QUEUE_SIZE } from '../app/constants';
import type { AppEnvironment } from '../app/environment';

/** Where an upload goes in the bucket, and as what. */
export interface ObjectTarget {
  key: string;
  contentType: 'image/jpeg' | 'image/png';
}

/** The signature key prefix of each environment. */
export const SIGNATURE_KEY_PREFIX: Record<AppEnvironment, string> = {
  PROD: 'SIGNATURE/LIVE',
  DEV: 'SIGNATURE/DEV',
};
/** The key prefix of every other photo. */
export const PHOTO_KEY_PREFIX = 'ORIG';

/** The name as a single key segment: anything but letters, digits, '.', '_' and '-' becomes '_'. */
function keySegment(name: string): string {
  const segment = name.trim().replace(/[^A-Za-z0-9._-]/g, '_');
  if (segment === '' || /^\.+$/.test(segment)) throw new RangeError(`Not usable in an object key: "${name}"`);
  return segment;
}

/** The first 8 characters of a photo id as a key segment: what keeps two keys of the same second apart. */
function photoIdSuffix(photoId: string): string {
  return keySegment(photoId.trim().slice(0, 8));
}

/**
 * 'SIGNATURE/LIVE/{jobId}-{unix seconds}.jpg' (PROD) or 'SIGNATURE/DEV/…' (DEV), as image/jpeg;
 * with a photo id, 'SIGNATURE/…/{jobId}-{first 8 of id}-{unix seconds}.jpg' (unique per signature).
 */
export function signatureObjectTarget(
  env: AppEnvironment,
  jobId: string,
  now: Date | number,
  photoId?: string,
): ObjectTarget {
  // Plain Date arithmetic: the service worker builds these keys too and must not carry dayjs.
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not a valid moment: ${String(now)}`);
  const unique = photoId === undefined ? '' : `-${photoIdSuffix(photoId)}`;
  const name = `${keySegment(jobId)}${unique}-${Math.floor(ms / 1000)}.jpg`;
  return { key: `${SIGNATURE_KEY_PREFIX[env]}/${name}`, contentType: 'image/jpeg' };
}

/**
 * 'ORIG/{photo uri}.png' as image/png (the uri from photoUri: job id, purpose, Unix seconds); with a
 * photo id, 'ORIG/{photo uri}-{first 8 of id}.png' (two photos of the same second keep apart).
 */
export function photoObjectTarget(uri: string, photoId?: string): ObjectTarget {
  const unique = photoId === undefined ? '' : `-${photoIdSuffix(photoId)}`;
  return { key: `${PHOTO_KEY_PREFIX}/${keySegment(uri)}${unique}.png`, contentType: 'image/png' };
}

/** What names a stored photo's upload. */
export interface PhotoForUpload {
  id: string;
  uri: string;
  jobId: string;
  purpose: string;
  /** ms since the epoch */
  createdAt: number;
}

/** Risk assessment photos go to the gateway's image API; every other photo and the signature to the store. */
export function goesToImageApi(purpose: string): boolean {
  return purpose.startsWith('risk-assessment');
}

/** The object key and type of a stored photo: the signature as SIGNATURE/… JPEG, others ORIG/… PNG. */
export function objectTargetOf(env: AppEnvironment, photo: PhotoForUpload): ObjectTarget {
  return photo.purpose === 'signature'
    ? signatureObjectTarget(env, photo.jobId, photo.createdAt, photo.id)
    : photoObjectTarget(photo.uri, photo.id);
}

/**
 * The key prefixes that hold a job's evidence: 'ORIG/{jobId}-' (its photos) and
 * 'SIGNATURE/{LIVE|DEV}/{jobId}-' (its signatures). An upload permission for a
 * job covers exactly these.
 */
export function jobKeyPrefixes(env: AppEnvironment, jobId: string): string[] {
  const segment = keySegment(jobId);
  return [`${PHOTO_KEY_PREFIX}/${segment}-`, `${SIGNATURE_KEY_PREFIX[env]}/${segment}-`];
}

const PURPOSES = 'collection-damage|damage|failed|delivered|risk-assessment-q\\d+';
const PHOTO_KEY = new RegExp(
  `^${PHOTO_KEY_PREFIX}/([A-Za-z0-9._-]+?)-(?:${PURPOSES})-\\d+(?:-[A-Za-z0-9]{1,8})?\\.(?:png|jpg|webp)$`,
);
const SIGNATURE_KEY = /^SIGNATURE\/(?:LIVE|DEV)\/([A-Za-z0-9._-]+?)(?:-[A-Za-z0-9]{8})?-\d+\.jpg$/;

/**
 * The job whose evidence a key names ('ORIG/{jobId}-{purpose}-{secs}[-{id8}].png',
 * 'SIGNATURE/…/{jobId}[-{id8}]-{secs}.jpg'), or null for any other key.
 */
export function jobIdOfObjectKey(key: string): string | null {
  return PHOTO_KEY.exec(key)?.[1] ?? SIGNATURE_KEY.exec(key)?.[1] ?? null;
}

/** The public URL of a key: '{base}/{key}' with each key segment URI-encoded. */
export function objectUrl(publicBaseUrl: string, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${publicBaseUrl.replace(/\/+$/, '')}/${path}`;
}

/** How an upload of a given size is cut into parts. */
export interface MultipartPlan {
  /** Bytes of every part but the last. */
  partSize: number;
  partCount: number;
  lastPartSize: number;
  /** Parts uploaded at once. */
  queueSize: number;
}

/**
 * Parts of 5 MB, larger only when needed to stay within 10000 parts; at least
 * one part (an empty upload is one empty part); queueSize 4 unless given, never
 * below 1. Throws on a size that is not a whole number of bytes ≥ 0.
 */
export function multipartPlan(sizeBytes: number, queueSize: number = MULTIPART_QUEUE_SIZE): MultipartPlan {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0) {
    throw new RangeError(`Not an upload size in bytes: ${sizeBytes}`);
  }
  if (!Number.isFinite(queueSize)) throw new RangeError(`Not an upload queue size: ${queueSize}`);
  const partSize = Math.max(MULTIPART_PART_MIN_BYTES, Math.ceil(sizeBytes / MULTIPART_MAX_PARTS));
  const partCount = Math.max(1, Math.ceil(sizeBytes / partSize));
  return {
    partSize,
    partCount,
    lastPartSize: sizeBytes - (partCount - 1) * partSize,
    queueSize: Math.max(1, Math.floor(queueSize)),
  };
}
