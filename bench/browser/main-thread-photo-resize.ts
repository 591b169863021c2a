/**
 * The baselines the engine worker is measured against: the same photo resized to fit 800×800 on the page's main
 * thread, as a web app without a worker would — decoded (EXIF orientation applied), drawn scaled onto a <canvas>
 * with high-quality smoothing, and encoded with canvas.toBlob. Two decodes: createImageBitmap (Chromium decodes
 * off the main thread) and the classic <img> with an object URL and `onload` (the image is decoded when first
 * drawn). Both encode PNG, as the worker does, so all make the same picture. They run in the real app page; the
 * file reaches the page through a hidden file input, as the camera's file reaches the app (the browser reads it
 * from disk: no bytes cross Playwright's channel, whose decoding would be main-thread work of its own).
 */
import type { Page } from '@playwright/test';
import { PHOTO_MAX_PX } from '@domain/app/constants';

/** How the baseline decodes the photo. */
export type MainThreadDecode = 'createImageBitmap' | 'imgElement';

const INPUT_ID = 'bench-main-thread-photo';
const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** One main-thread resize (ms; the draw may be deferred by the canvas until it encodes, and counted there). */
export interface MainThreadResize {
  totalMs: number;
  decodeMs: number;
  drawMs: number;
  encodeMs: number;
  resizedSize: string;
  pngBytes: number;
}

/** Puts the photo file in a hidden input of the page (outside the app's root, which never sees it). */
export async function offerPhotoToPage(page: Page, photoFile: string): Promise<void> {
  await page.evaluate((id) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = id;
    input.hidden = true;
    document.body.append(input);
  }, INPUT_ID);
  await page.locator(`#${INPUT_ID}`).setInputFiles(photoFile);
}

/**
 * Resizes the offered photo on the main thread; User Timing marks `${markPrefix}:start` and `:end` bound it in
 * the page's trace.
 */
export async function resizeOnMainThread(
  page: Page,
  decode: MainThreadDecode,
  markPrefix: string,
): Promise<MainThreadResize> {
  const resize = await page.evaluate(
    async ({ id, max, prefix, way }) => {
      const file = document.querySelector<HTMLInputElement>(`#${id}`)?.files?.[0];
      if (file === undefined) throw new Error('no photo offered to the page');
      const imgElement = async () => {
        const url = URL.createObjectURL(file);
        const img = new Image();
        await new Promise((loaded, failed) => {
          img.onload = loaded;
          img.onerror = failed;
          img.src = url;
        });
        URL.revokeObjectURL(url);
        return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
      };
      const imageBitmap = async () => {
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
      };
      performance.mark(`${prefix}:start`);
      const started = performance.now();
      const image = way === 'imgElement' ? await imgElement() : await imageBitmap();
      const decoded = performance.now();
      const scale = Math.min(1, max / image.width, max / image.height);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d context');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
      image.close();
      const drawn = performance.now();
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      const encoded = performance.now();
      performance.mark(`${prefix}:end`);
      return {
        totalMs: encoded - started,
        decodeMs: decoded - started,
        drawMs: drawn - decoded,
        encodeMs: encoded - drawn,
        resizedSize: `${canvas.width}×${canvas.height}`,
        pngBytes: png?.size ?? 0,
      };
    },
    { id: INPUT_ID, max: PHOTO_MAX_PX, prefix: markPrefix, way: decode },
  );
  const { totalMs, decodeMs, drawMs, encodeMs } = resize;
  return {
    ...resize,
    totalMs: roundMs(totalMs),
    decodeMs: roundMs(decodeMs),
    drawMs: roundMs(drawMs),
    encodeMs: roundMs(encodeMs),
  };
}
