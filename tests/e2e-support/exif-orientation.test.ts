// The e2e suite's EXIF splice (e2e/support/exif-orientation.ts) on a real Chromium-encoded JPEG.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  exifOrientationSegment,
  isJpeg,
  readExifOrientation,
  withExifOrientation,
} from '@e2e/support/exif-orientation';

const original = new Uint8Array(readFileSync(new URL('../../e2e/fixtures/front-door.jpg', import.meta.url)));

/** The orientation read by hand from a big-endian Exif APP1 placed right after SOI. */
function orientationAfterSoi(jpeg: Uint8Array): number {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  expect([...jpeg.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
  expect(new TextDecoder().decode(jpeg.subarray(6, 10))).toBe('Exif');
  const tiff = 12;
  expect(new TextDecoder().decode(jpeg.subarray(tiff, tiff + 2))).toBe('MM');
  const ifd = tiff + view.getUint32(tiff + 4);
  expect(view.getUint16(ifd)).toBe(1);
  expect(view.getUint16(ifd + 2)).toBe(0x0112);
  expect(view.getUint16(ifd + 4)).toBe(3);
  return view.getUint16(ifd + 10);
}

/** Number of APP1 "Exif" segments in the header. */
function exifSegmentCount(jpeg: Uint8Array): number {
  const text = Buffer.from(jpeg).toString('latin1');
  return text.split('\xff\xe1').filter((_, i, all) => i > 0 && all[i]!.slice(2, 8) === 'Exif\0\0').length;
}

describe('withExifOrientation', () => {
  it('puts an Exif segment with Orientation 6 right after SOI and keeps every original byte after it', () => {
    expect(isJpeg(original)).toBe(true);
    expect(readExifOrientation(original)).toBeNull();
    const rotated = withExifOrientation(original, 6);
    expect(orientationAfterSoi(rotated)).toBe(6);
    expect(readExifOrientation(rotated)).toBe(6);
    const segment = exifOrientationSegment(6);
    expect(rotated.length).toBe(original.length + segment.length);
    expect(Buffer.from(rotated.subarray(2 + segment.length)).equals(Buffer.from(original.subarray(2)))).toBe(
      true,
    );
  });

  it('replaces an Exif segment the file already has instead of adding a second', () => {
    const twice = withExifOrientation(withExifOrientation(original, 3), 6);
    expect(exifSegmentCount(twice)).toBe(1);
    expect(orientationAfterSoi(twice)).toBe(6);
    expect(twice.length).toBe(original.length + exifOrientationSegment(6).length);
  });

  it('refuses orientations outside 1–8 and bytes that are not a JPEG', () => {
    expect(() => withExifOrientation(original, 9)).toThrow(RangeError);
    expect(() => withExifOrientation(original, 0)).toThrow(RangeError);
    expect(() => withExifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 6)).toThrow(/Not a JPEG/);
  });
});

describe('readExifOrientation', () => {
  it('reads a little-endian (II) Exif segment written by hand', () => {
    const tiff = [0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x02, 0x00];
    const make = [0x0f, 0x01, 0x02, 0x00, 0x01, 0x00, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00];
    const orientation = [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00];
    const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff, ...make, ...orientation, 0, 0, 0, 0];
    const length = payload.length + 2;
    const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
    const jpeg = Uint8Array.from([0xff, 0xd8, ...app1, ...original.subarray(2)]);
    expect(readExifOrientation(jpeg)).toBe(8);
    expect(readExifOrientation(withExifOrientation(jpeg, 6))).toBe(6);
    expect(exifSegmentCount(withExifOrientation(jpeg, 6))).toBe(1);
  });
});
