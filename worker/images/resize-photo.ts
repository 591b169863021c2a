/**
 * The browser's photo step, loaded lazily the first time a photo is saved: createImageBitmap decodes with
 * EXIF orientation applied (iOS portrait photos come out upright), createImageBitmap again scales the upright
 * picture into 800×800 with the browser's own high-quality scaler (native code, about 4× as fast as pica in
 * JavaScript), and an OffscreenCanvas encodes PNG. A browser that ignores the resize options scales with pica
 * (pica-scale.ts, loaded only then). Runs in the worker, never on the main thread.
 * Each resize leaves User Timing measures in the worker's timeline (photo-resize, photo-resize:decode,
 * :scale, :encode; the whole's detail names the scaler) for `npm run bench`.
 */
import { fitWithin, type Size } from '@domain/photos/photo-size';
import type { ProcessedPhoto } from './process-photo';

/** The User Timing measure every resize records (its parts add ':decode', ':scale', ':encode'). */
export const RESIZE_MEASURE = 'photo-resize';

/** Which scaler made the picture: the browser's createImageBitmap, or pica where the browser would not. */
export type PhotoScaler = 'createImageBitmap' | 'pica';

/** The upright picture scaled by the browser to exactly `size`; null when the browser cannot (or ignores the size). */
async function browserScaled(upright: ImageBitmap, size: Size): Promise<ImageBitmap | null> {
  const options = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' } as const;
  const scaled = await createImageBitmap(upright, options).catch(() => null);
  if (scaled === null || (scaled.width === size.width && scaled.height === size.height)) return scaled;
  scaled.close();
  return null;
}

/** Fills the canvas with the upright picture scaled to its size; answers the scaler that did it. */
export async function scaleOnto(upright: ImageBitmap, canvas: OffscreenCanvas): Promise<PhotoScaler> {
  const scaled = await browserScaled(upright, canvas);
  if (scaled === null) {
    const { scaleWithPica } = await import('./pica-scale');
    await scaleWithPica(upright, canvas);
    return 'pica';
  }
  try {
    canvas.getContext('2d')?.drawImage(scaled, 0, 0);
    return 'createImageBitmap';
  } finally {
    scaled.close();
  }
}

/** Decodes, scales down to fit 800×800 and encodes a photo as PNG. */
export async function resizePhoto(blob: Blob): Promise<ProcessedPhoto> {
  const started = performance.now();
  const upright = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const decoded = performance.now();
  try {
    const size = fitWithin({ width: upright.width, height: upright.height });
    const canvas = new OffscreenCanvas(size.width, size.height);
    const scaler = await scaleOnto(upright, canvas);
    const scaled = performance.now();
    const png = await canvas.convertToBlob({ type: 'image/png' });
    const from = [upright.width, upright.height];
    const detail = { from, to: [size.width, size.height], bytes: blob.size, scaler };
    performance.measure(`${RESIZE_MEASURE}:decode`, { start: started, end: decoded });
    performance.measure(`${RESIZE_MEASURE}:scale`, { start: decoded, end: scaled });
    performance.measure(`${RESIZE_MEASURE}:encode`, { start: scaled });
    performance.measure(RESIZE_MEASURE, { start: started, detail });
    return { blob: png, ...size };
  } finally {
    upright.close();
  }
}
