/**
 * The customer's signature as a stored photo (purpose 'signature', product rule 9.7:
 * saved as JPEG): the signature pad's JPEG export is taken as it is, after a
 * sanity check (a JPEG, not empty, not over 2 MB); its size is read from the
 * JPEG's frame header. URI '{jobId}-signature-{unix seconds}', like photos.
 */
import { newCapturedPhoto, type StoredPhoto } from '@worker-shared/stored/stored-photo';

/** The largest signature accepted (a 2000×200 drawing is far below it). */
export const SIGNATURE_MAX_BYTES = 2_000_000;

/** The signature's content type (product rule 7.6: SIGNATURE/… keys are jpeg). */
export const SIGNATURE_CONTENT_TYPE = 'image/jpeg';

/** Thrown for a drawing that is no usable JPEG. */
export class BadSignatureError extends Error {
  constructor(reason: string) {
    super(`Signature not usable: ${reason}`);
    this.name = 'BadSignatureError';
  }
}

/** Start-of-frame markers (baseline, progressive …) that carry the image size. */
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Width and height from a JPEG's frame header; null when the bytes are no JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (FRAME_MARKERS.has(marker)) {
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** A new `up` signature photo of the job, or BadSignatureError. */
export async function takeSignature(
  drawing: Blob,
  context: { jobId: string; owner: string; now: number },
): Promise<StoredPhoto> {
  if (drawing.type !== SIGNATURE_CONTENT_TYPE) throw new BadSignatureError(`type ${drawing.type}`);
  if (drawing.size === 0 || drawing.size > SIGNATURE_MAX_BYTES) {
    throw new BadSignatureError(`${drawing.size} bytes`);
  }
  const bytes = await drawing.arrayBuffer();
  const size = jpegSize(new Uint8Array(bytes));
  if (size === null) throw new BadSignatureError('no JPEG frame');
  const uri = `${context.jobId}-signature-${Math.floor(context.now / 1000)}`;
  return newCapturedPhoto({
    uri,
    purpose: 'signature',
    jobId: context.jobId,
    owner: context.owner,
    fileName: `${uri}.jpg`,
    uploadName: `${uri}.jpg`,
    contentType: SIGNATURE_CONTENT_TYPE,
    image: drawing,
    imageRead: bytes,
    width: size.width,
    height: size.height,
    createdAt: context.now,
  });
}
