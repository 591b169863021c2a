/** Product rules 3.9, 5.7 and 9.7: photo naming: URIs from job id, purpose and time; file names; accepted types. */
import { timestampMs } from '../time/dates';
import type { DateInput } from '../time/dates';

/** What a photo is for (product rule 9.7); risk assessment photos carry their question number. */
export type PhotoPurpose =
  'failed' | 'damage' | 'collection-damage' | 'delivered' | `risk-assessment-q${number}`;

/** Unix seconds of a moment; throws on an invalid moment (a URI must never carry NaN). */
function unixSeconds(now: DateInput): number {
  const ms = timestampMs(now);
  if (ms === null) throw new RangeError(`Not a valid moment: ${String(now)}`);
  return Math.floor(ms / 1000);
}

/** '{jobId}-{purpose}-{unix seconds}', e.g. 'DS-1-failed-1795000000'. */
export function photoUri(jobId: string, purpose: PhotoPurpose, now: DateInput): string {
  return `${jobId}-${purpose}-${unixSeconds(now)}`;
}

/** The image-cache key of a job's risk assessment photos: 'DRA-{id}'. */
export function draImageKey(jobId: string): string {
  return `DRA-${jobId}`;
}

/** Every image-cache key a job's photos are under: its own id (photos, signature) and its risk assessment's. */
export function jobImageKeys(jobId: string): string[] {
  return [jobId, draImageKey(jobId)];
}

/** The file name with '.jpg' added unless it already ends in .jpg, .jpeg or .png (any case). */
export function normalisePhotoName(name: string): string {
  return /\.(jpe?g|png)$/i.test(name) ? name : `${name}.jpg`;
}

/** True for an image MIME type ('image/…'); only image files are accepted. */
export function isImageType(mime: string): boolean {
  return /^image\/[\w.+-]+$/i.test(mime.trim());
}
