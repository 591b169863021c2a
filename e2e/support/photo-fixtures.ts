/**
 * Photos made at test time in Chromium for `setInputFiles`: a 12 MP phone-like
 * portrait JPEG (4000×3000 stored, EXIF orientation 6) and a small plain PNG.
 * The page only encodes (OffscreenCanvas.convertToBlob); any page will do, and
 * each photo is made once per Playwright worker.
 */
import type { Page } from '@playwright/test';
import { withExifOrientation } from './exif-orientation';

/** What `locator.setInputFiles` takes for an in-memory file. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo as `setInputFiles` takes it: in memory, or a file's path (the browser reads it, as a picked camera file). */
export type PhotoFile = FilePayload | string;

/** Stored size of the portrait photo: a 12 MP landscape frame, as a phone sensor writes it. */
export const PORTRAIT_STORED = { width: 4000, height: 3000 } as const;
/** Its colours: stored left half red, right half blue → upright (rotated 90° clockwise) top red, bottom blue. */
export const PORTRAIT_TOP_COLOUR = '#e02020';
export const PORTRAIT_BOTTOM_COLOUR = '#2040e0';
/** The plain photo's size and colour (light grey, so a #C7247F pen stroke stands out). */
export const PLAIN_PHOTO = { width: 640, height: 480, colour: '#dcdcdc' } as const;

interface PaintSpec {
  width: number;
  height: number;
  /** Colours of the left and right halves (one colour: the same twice). */
  left: string;
  right: string;
  /** ± this much random noise per channel, so the JPEG is as big as a camera's (0: flat). */
  noise: number;
  type: 'image/jpeg' | 'image/png';
}

/** Paints and encodes the picture in the page; answers its bytes as base64. */
function encodeInPage(page: Page, spec: PaintSpec): Promise<string> {
  return page.evaluate(async ({ width, height, left, right, noise, type }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = left;
    context.fillRect(0, 0, width / 2, height);
    context.fillStyle = right;
    context.fillRect(width / 2, 0, width - width / 2, height);
    if (noise > 0) {
      const rows = 250;
      for (let y = 0; y < height; y += rows) {
        const band = context.getImageData(0, y, width, Math.min(rows, height - y));
        const data = band.data;
        for (let i = 0; i < data.length; i += 4) {
          const shift = (Math.random() * 2 - 1) * noise;
          data[i] = data[i]! + shift;
          data[i + 1] = data[i + 1]! + shift;
          data[i + 2] = data[i + 2]! + shift;
        }
        context.putImageData(band, 0, y);
      }
    }
    const blob = await canvas.convertToBlob({ type, quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  }, spec);
}

const made = new Map<string, Promise<Buffer>>();

/** Makes (once per worker and spec) the encoded picture. */
function encoded(page: Page, spec: PaintSpec): Promise<Buffer> {
  const key = JSON.stringify(spec);
  let bytes = made.get(key);
  if (bytes === undefined) {
    bytes = encodeInPage(page, spec).then(
      (base64) => Buffer.from(base64, 'base64'),
      (error: unknown) => {
        made.delete(key);
        throw error;
      },
    );
    made.set(key, bytes);
  }
  return bytes;
}

/**
 * A 4000×3000 JPEG with EXIF orientation 6, as an iPhone writes a portrait photo:
 * upright it is 3000 wide and 4000 high, red on top and blue below. `noise` adds
 * camera-like grain (a multi-megabyte file, for the benchmark); without it the
 * file is small and quick to hand over.
 */
export async function portraitPhoto(
  page: Page,
  { name = 'IMG_0601.JPG', noise = 0 }: { name?: string; noise?: number } = {},
): Promise<FilePayload> {
  const jpeg = await encoded(page, {
    ...PORTRAIT_STORED,
    left: PORTRAIT_TOP_COLOUR,
    right: PORTRAIT_BOTTOM_COLOUR,
    noise,
    type: 'image/jpeg',
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(withExifOrientation(jpeg, 6)) };
}

/** A small plain light-grey PNG (640×480), e.g. to draw on in the photo editor. */
export async function plainPhoto(page: Page, name = 'plain.png'): Promise<FilePayload> {
  const png = await encoded(page, {
    width: PLAIN_PHOTO.width,
    height: PLAIN_PHOTO.height,
    left: PLAIN_PHOTO.colour,
    right: PLAIN_PHOTO.colour,
    noise: 0,
    type: 'image/png',
  });
  return { name, mimeType: 'image/png', buffer: png };
}
