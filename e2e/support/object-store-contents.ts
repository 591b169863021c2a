/**
 * What the gateway's object store holds (test routes GET /__test/objects and
 * GET /__test/objects/{key}), and the stored images decoded in a page
 * (createImageBitmap) to read their size and sample their pixels.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** One object in the store. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

/** An object's bytes and the content type the store answers with. */
export interface ObjectBytes {
  bytes: Buffer;
  contentType: string;
}

/** Every object in the store. */
export async function storedObjects(request: APIRequestContext): Promise<StoredObject[]> {
  const response = await request.get('/__test/objects');
  if (!response.ok()) throw new Error(`object store listing: ${response.status()}`);
  return ((await response.json()) as { objects: StoredObject[] }).objects;
}

/** The objects whose key names the job (photo URIs and signature keys start with the job id). */
export async function jobObjects(request: APIRequestContext, jobId: string): Promise<StoredObject[]> {
  return (await storedObjects(request)).filter((object) => object.key.includes(jobId));
}

/**
 * Waits until the store holds exactly `count` objects of the job (uploads run in the background). A listing
 * that fails while uploads are being written (the test route has answered 500 so, now and then) counts as
 * "not yet": the poll tries again, and if it never succeeds its message shows the listing's error.
 */
export async function waitForJobObjects(
  request: APIRequestContext,
  jobId: string,
  count: number,
  timeout = 30_000,
): Promise<StoredObject[]> {
  await expect
    .poll(
      async () => {
        try {
          return (await jobObjects(request, jobId)).length;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      },
      { timeout, message: `objects of ${jobId}` },
    )
    .toBe(count);
  return jobObjects(request, jobId);
}

/** The bytes stored under a key. */
export async function storedObjectBytes(request: APIRequestContext, key: string): Promise<ObjectBytes> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await request.get(`/__test/objects/${path}`);
  if (!response.ok()) throw new Error(`object ${key}: ${response.status()}`);
  return { bytes: await response.body(), contentType: response.headers()['content-type'] ?? '' };
}

/** A pixel's colour channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A decoded image: its size, its colour at the named points, and how many pixels are near a colour. */
export interface ImageReport {
  width: number;
  height: number;
  /** Colours at 50% across and 10% / 50% / 90% down. */
  top: Rgb;
  middle: Rgb;
  bottom: Rgb;
  /** Pixels within the tolerance of `countColour` (0 when none was asked for). */
  colourPixels: number;
}

/** '#rrggbb' as channels. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return { r: parseInt(match[1]!, 16), g: parseInt(match[2]!, 16), b: parseInt(match[3]!, 16) };
}

/** True when every channel is within the tolerance of the colour. */
export function isNear(colour: Rgb, hex: string, tolerance = 40): boolean {
  const want = rgbOf(hex);
  return (
    Math.abs(colour.r - want.r) <= tolerance &&
    Math.abs(colour.g - want.g) <= tolerance &&
    Math.abs(colour.b - want.b) <= tolerance
  );
}

/**
 * Decodes the image in the page (createImageBitmap, EXIF orientation honoured
 * as a browser shows it), reports its size, samples it and counts the pixels
 * near `countColour`.
 */
export function inspectImage(
  page: Page,
  image: ObjectBytes,
  { countColour, tolerance = 40 }: { countColour?: string; tolerance?: number } = {},
): Promise<ImageReport> {
  const target = countColour === undefined ? null : rgbOf(countColour);
  return page.evaluate(
    async ({ base64, contentType, target, tolerance }) => {
      const binary = atob(base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      const bitmap = await createImageBitmap(new Blob([bytes], { type: contentType }), {
        imageOrientation: 'from-image',
      });
      const { width, height } = bitmap;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      const data = context.getImageData(0, 0, width, height).data;
      const at = (fx: number, fy: number) => {
        const i = (Math.min(height - 1, Math.floor(height * fy)) * width + Math.floor(width * fx)) * 4;
        return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
      };
      let colourPixels = 0;
      if (target !== null) {
        for (let i = 0; i < data.length; i += 4) {
          if (
            Math.abs(data[i]! - target.r) <= tolerance &&
            Math.abs(data[i + 1]! - target.g) <= tolerance &&
            Math.abs(data[i + 2]! - target.b) <= tolerance
          ) {
            colourPixels += 1;
          }
        }
      }
      return { width, height, top: at(0.5, 0.1), middle: at(0.5, 0.5), bottom: at(0.5, 0.9), colourPixels };
    },
    { base64: image.bytes.toString('base64'), contentType: image.contentType, target, tolerance },
  );
}
