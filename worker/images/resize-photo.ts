/**
 * The browser's photo step, loaded lazily (with pica) the first time a photo is
 * saved: createImageBitmap decodes with EXIF orientation applied (iOS portrait
 * photos come out upright), pica scales into 800×800 on an OffscreenCanvas,
 * and the canvas encodes PNG. Runs in the worker, never on the main thread.
 * Each resize leaves User Timing measures in the worker's timeline
 * (photo-resize, photo-resize:decode, :scale, :encode) for `npm run bench`.
 */
import createPica from 'pica';
import { fitWithin } from '@domain/photos/photo-size';
import type { ProcessedPhoto } from './process-photo';

/** Pure-JS resizing: the CSP allows neither nested blob workers for pica nor WebAssembly compilation. */
let pica: ReturnType<typeof createPica> | null = null;

/** The User Timing measure every resize records (its parts add ':decode', ':scale', ':encode'). */
export const RESIZE_MEASURE = 'photo-resize';

/** Decodes, scales down to fit 800×800 and encodes a photo as PNG. */
export async function resizePhoto(blob: Blob): Promise<ProcessedPhoto> {
  const started = performance.now();
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const decoded = performance.now();
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height });
    // pica cannot read an ImageBitmap inside a worker; it reads an OffscreenCanvas.
    const source = new OffscreenCanvas(bitmap.width, bitmap.height);
    source.getContext('2d')?.drawImage(bitmap, 0, 0);
    const canvas = new OffscreenCanvas(size.width, size.height);
    pica ??= createPica({ features: ['js'] });
    await pica.resize(source, canvas);
    const scaled = performance.now();
    const png = await canvas.convertToBlob({ type: 'image/png' });
    const detail = { from: [bitmap.width, bitmap.height], to: [size.width, size.height], bytes: blob.size };
    performance.measure(`${RESIZE_MEASURE}:decode`, { start: started, end: decoded });
    performance.measure(`${RESIZE_MEASURE}:scale`, { start: decoded, end: scaled });
    performance.measure(`${RESIZE_MEASURE}:encode`, { start: scaled });
    performance.measure(RESIZE_MEASURE, { start: started, detail });
    return { blob: png, ...size };
  } finally {
    bitmap.close();
  }
}
