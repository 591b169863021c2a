/** Where a photo stands on its way to the gateway: waiting, going up (with its percentage), or uploaded. */
import type { GalleryImage } from '@domain/job/job';
import type { UploadProgress } from '../engine';

/** pending: stored with status `up`, not moving yet; uploading: bytes going up now; uploaded: status `down`. */
export type PhotoUploadState =
  { kind: 'pending' } | { kind: 'uploading'; percent: number } | { kind: 'uploaded' };

/** Whole percent sent, 0 … 100 (0 while the size is not known). */
export function uploadPercent(progress: Pick<UploadProgress, 'loaded' | 'total'>): number {
  if (!(progress.total > 0)) return 0;
  const percent = Math.floor((progress.loaded / progress.total) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** The photo's state: uploaded once `down`, else uploading while the sync pass reports it, else pending. */
export function photoUploadState(
  image: Pick<GalleryImage, 'id' | 'status'>,
  uploads: readonly UploadProgress[],
): PhotoUploadState {
  if (image.status === 'down') return { kind: 'uploaded' };
  const progress = uploads.find((upload) => upload.photoId === image.id);
  return progress === undefined
    ? { kind: 'pending' }
    : { kind: 'uploading', percent: uploadPercent(progress) };
}

/** 'Waiting to upload', 'Uploading 42%' or 'Uploaded'. */
export function photoUploadLabel(state: PhotoUploadState): string {
  switch (state.kind) {
    case 'pending':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading ${state.percent}%`;
    case 'uploaded':
      return 'Uploaded';
  }
}
