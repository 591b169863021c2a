/**
 * Checks on the photos and signature of a completed job as the object store
 * holds them: every photo once, a PNG within 800×800, the portrait photo upright
 * (red on top), the signature a JPEG with the customer's ink on it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PEN_COLOUR, PHOTO_MAX_PX } from '@domain/app/constants';
import { PHOTO_KEY_PREFIX, SIGNATURE_KEY_PREFIX } from '@domain/photos/object-store-keys';
import { isJpeg } from './exif-orientation';
import {
  inspectImage,
  isNear,
  storedObjectBytes,
  type ImageReport,
  type ObjectBytes,
  type StoredObject,
} from './object-store-contents';
import { PORTRAIT_BOTTOM_COLOUR, PORTRAIT_TOP_COLOUR } from './photo-fixtures';

/** The signature pad's ink (src/screens/signature/signature-pad-field.tsx). */
const SIGNATURE_INK = '#111827';

/** A stored object with its bytes and what it shows. */
export interface InspectedObject {
  object: StoredObject;
  image: ObjectBytes;
  /** colourPixels counts the photo editor's pen colour (photos) or the ink (signature). */
  report: ImageReport;
}

/** True for a signature key: 'SIGNATURE/LIVE/…' or 'SIGNATURE/DEV/…' (the store's environment decides). */
export function isSignatureKey(key: string): boolean {
  return Object.values(SIGNATURE_KEY_PREFIX).some((prefix) => key.startsWith(`${prefix}/`));
}

/** Fetches and decodes every object. */
export async function inspectObjects(
  page: Page,
  request: APIRequestContext,
  objects: readonly StoredObject[],
): Promise<InspectedObject[]> {
  const inspected: InspectedObject[] = [];
  for (const object of objects) {
    const image = await storedObjectBytes(request, object.key);
    const ink = object.key.startsWith(`${PHOTO_KEY_PREFIX}/`) ? PEN_COLOUR : SIGNATURE_INK;
    inspected.push({ object, image, report: await inspectImage(page, image, { countColour: ink }) });
  }
  return inspected;
}

/** Splits the job's objects into its signatures and its photos, checking the kinds of both. */
export function signaturesAndPhotos(inspected: readonly InspectedObject[]): {
  signatures: InspectedObject[];
  photos: InspectedObject[];
} {
  const signatures = inspected.filter((o) => isSignatureKey(o.object.key));
  const photos = inspected.filter((o) => o.object.key.startsWith(`${PHOTO_KEY_PREFIX}/`));
  const keys = inspected.map((o) => o.object.key);
  expect(
    keys.filter((key) => !isSignatureKey(key) && !key.startsWith(`${PHOTO_KEY_PREFIX}/`)),
    'every object is a signature or a photo',
  ).toEqual([]);
  for (const signature of signatures) {
    expect(signature.object.key).toMatch(/\.jpg$/);
    expect(signature.image.contentType).toMatch(/^image\/jpeg/);
    expect(isJpeg(signature.image.bytes), `${signature.object.key} starts FF D8 FF`).toBe(true);
    expect(signature.report.colourPixels, 'the signature carries the drawing').toBeGreaterThan(50);
  }
  for (const photo of photos) {
    expect(photo.object.key).toMatch(/\.png$/);
    expect(photo.image.contentType).toMatch(/^image\/png/);
    expect(photo.report.width).toBeLessThanOrEqual(PHOTO_MAX_PX);
    expect(photo.report.height).toBeLessThanOrEqual(PHOTO_MAX_PX);
  }
  return { signatures, photos };
}

/** True for the 4000×3000 orientation-6 photo stored upright: 600×800, red on top, blue below. */
export function isUprightPortrait({ report }: InspectedObject): boolean {
  return (
    report.width === 600 &&
    report.height === 800 &&
    isNear(report.top, PORTRAIT_TOP_COLOUR) &&
    isNear(report.bottom, PORTRAIT_BOTTOM_COLOUR)
  );
}

/** The stored objects whose key names this photo purpose ('{jobId}-{purpose}-{secs}…'). */
export function withPurpose(
  inspected: readonly InspectedObject[],
  jobId: string,
  purpose: string,
): InspectedObject[] {
  return inspected.filter((o) => o.object.key.includes(`${jobId}-${purpose}-`));
}
