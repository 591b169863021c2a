/**
 * The address a job photo is shown from: an uploaded (`down`) photo's location,
 * or, while it waits (`up`), an object URL of the stored image the engine hands
 * over (revoked when the photo leaves the screen). null until known.
 */
import type { GalleryImage } from '@domain/job/job';
import { engine } from '../engine';
import { useBlobUrl } from './use-blob-url';

/** The photo's src, or null while it loads (or when the engine has no image for it). */
export function usePhotoUrl(
  jobId: string,
  image: Pick<GalleryImage, 'id' | 'status' | 'uri'>,
): string | null {
  const uploaded = image.status === 'down';
  const key = uploaded ? null : `${jobId}|${image.id}|${image.status}|${image.uri}`;
  const url = useBlobUrl(key, () => engine.photoData(jobId, image.id));
  if (uploaded) return image.uri;
  return url ?? null;
}
