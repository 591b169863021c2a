/**
 * The browser's thumbnail of a chosen photo, loaded lazily the first time a photo field shows one: the photo
 * decoded upright (EXIF orientation applied), scaled by the browser into edge × edge and encoded as a small JPEG,
 * all in the worker. Shown from the chosen 12 MP file itself, a thumbnail made the page's loader hand the whole
 * file (about 4 MB) to an `<img>` on the main thread, in tasks of 30–90 ms at CPU 4×; this one is a few kilobytes.
 */
import { fitWithin } from '@domain/photos/photo-size';

/** A JPEG's quality for a thumbnail: small, and plenty at 88 CSS pixels. */
const QUALITY = 0.8;

/** The photo upright, fitting edge × edge (never scaled up), as a JPEG. */
export async function photoThumbnail(photo: Blob, edge: number): Promise<Blob> {
  const upright = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin({ width: upright.width, height: upright.height }, edge);
    const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' } as const;
    const scaled = await createImageBitmap(upright, options);
    try {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('No 2D context for a photo thumbnail');
      // JPEG has no transparency: a PNG's clear parts show white, as on the page, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingQuality = 'high';
      // Drawn at the thumbnail's size, so a browser that ignored the resize options still scales it here.
      context.drawImage(scaled, 0, 0, size.width, size.height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
    } finally {
      scaled.close();
    }
  } finally {
    upright.close();
  }
}
