/**
 * The browser's photo step, loaded lazily (with pica) the first time a photo is
 * saved: createImageBitmap decodes with EXIF orientation applied (iOS portrait
 * photos come out upright), pica scales into 800×800 on an OffscreenCanvas,
 * and the canvas encodes PNG. Runs in the worker, never on the main thread.
 */
import createPica from 'pica';
import { fitWithin } from './fit-size';
import type { ProcessedPhoto } from './process-photo';

/** Pure-JS resizing: the CSP allows neither nested blob workers for pica nor WebAssembly compilation. */
let pica: ReturnType<typeof createPica> | null = null;

/** Decodes, scales down to fit 800×800 and encodes a photo as PNG. */
export async function resizePhoto(blob: Blob): Promise<ProcessedPhoto> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    // pica cannot read an ImageBitmap inside a worker; it reads an OffscreenCanvas.
    const source = new OffscreenCanvas(bitmap.width, bitmap.height);
    source.getContext('2d')?.drawImage(bitmap, 0, 0);
    const canvas = new OffscreenCanvas(size.width, size.height);
    pica ??= createPica({ features: ['js'] });
    await pica.resize(source, canvas);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    return { blob: png, ...size };
  } finally {
    bitmap.close();
  }
}
