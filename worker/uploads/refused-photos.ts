/**
 * A photo's refusal for good in the refuser's words, and how it is kept
 * (worker-shared/sending/photo-hold.ts): in one strict transaction on kv
 * `refusedPhotos`, dropping the refusals of photos no longer `up` (uploaded
 * since, or gone), so the record stays small. Only the engine writes it; the
 * service worker reads it.
 */
import { kvUpdate } from '@worker-shared/db/local-save';
import type { EngineStorage } from '@worker-shared/db/storage';
import { refusedPhotosKey } from '@worker-shared/sending/photo-hold';
import type { PhotoRefusal, RefusedPhotos } from '@worker-shared/sending/photo-hold';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';

/** An upload refused for good. */
export type PhotoRefusalOutcome = Extract<UploadFailure, { kind: 'refused' }>;

/** The refusal with the refuser's own words (its body's `message`), else a plain sentence with the status. */
export function inPlainWords(refusal: PhotoRefusalOutcome): PhotoRefusalOutcome {
  const body = refusal.json;
  const text =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  const message =
    typeof text === 'string' && text.trim() !== ''
      ? text.trim()
      : `The server refused this photo (error ${String(refusal.status)}).`;
  return { ...refusal, message };
}

/** Records the photo's refusal; upIds are the photos still `up` (the others' refusals go). */
export async function recordPhotoRefusal(
  storage: Pick<EngineStorage, 'commitSave'>,
  photoId: string,
  refusal: PhotoRefusal,
  upIds: ReadonlySet<string>,
): Promise<void> {
  const update = (current: RefusedPhotos | undefined): RefusedPhotos => {
    const kept = Object.entries(current ?? {}).filter(([id]) => upIds.has(id));
    return { ...Object.fromEntries(kept), [photoId]: refusal };
  };
  await storage.commitSave({ kv: [kvUpdate(refusedPhotosKey, update)] });
}
