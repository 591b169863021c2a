/**
 * The browser's thumbnail of a chosen photo, loaded lazily the first time a photo field shows one: the photo
 * decoded upright (EXIF orientation applied), scaled as the photo step scales (resize-photo.ts: the browser's
 * scaler, pica where it refuses) until its short side fills the thumbnail, its middle cut to a square as the
 * field's `object-fit: cover` shows it, and encoded as a small JPEG, all in the worker. The page then loads only
 * the thumbnail's pixels: shown from the chosen file itself, the page's loader handed the whole photo to the `<img>`
 * on the main thread. Thumbnails are made one at a time, as each holds a whole decoded photo (48 MB at 12 MP) and a
 * driver may choose several at once; the photo step's resizes are not in this queue, so thumbnails add one decoded
 * photo to theirs. A thumbnail once asked for is made even if its field has gone: the page asks for each file once
 * (src/components/chosen-photo-thumbnails.ts), so that is at most the photos chosen.
 */
import { scaleOnto } from './resize-photo';

/** A JPEG's quality for a thumbnail: small, and plenty at 88 CSS pixels. */
const QUALITY = 0.8;

let previous: Promise<unknown> = Promise.resolve();

/** The middle square of the upright photo, edge × edge (or its short side, when smaller), as a JPEG. */
async function squareThumbnail(photo: Blob, edge: number): Promise<Blob> {
  const upright = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, edge / Math.min(upright.width, upright.height));
    const scaled = new OffscreenCanvas(
      Math.max(1, Math.round(upright.width * scale)),
      Math.max(1, Math.round(upright.height * scale)),
    );
    await scaleOnto(upright, scaled);
    const side = Math.min(scaled.width, scaled.height);
    const square = new OffscreenCanvas(side, side);
    const context = square.getContext('2d');
    if (context === null) throw new Error('No 2D context for a photo thumbnail');
    // JPEG has no transparency: a PNG's clear parts show white rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    const left = Math.floor((scaled.width - side) / 2);
    const top = Math.floor((scaled.height - side) / 2);
    context.drawImage(scaled, left, top, side, side, 0, 0, side, side);
    return await square.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  } finally {
    upright.close();
  }
}

/** The photo's thumbnail, after any thumbnail asked for before it. */
export function photoThumbnail(photo: Blob, edge: number): Promise<Blob> {
  const thumbnail = previous.then(() => squareThumbnail(photo, edge));
  previous = thumbnail.catch(() => undefined);
  return thumbnail;
}
