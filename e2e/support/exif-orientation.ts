/**
 * EXIF orientation in a JPEG's bytes: writes an APP1 "Exif" segment holding only
 * the Orientation tag (0x0112) right after SOI, dropping any Exif segment the
 * file had, and reads the tag back (big- or little-endian TIFF). Pure; used to
 * turn a canvas-encoded JPEG into a phone-like portrait photo for the e2e suite.
 */

const SOI = 0xd8;
const APP1 = 0xe1;
const SOS = 0xda;
const EOI = 0xd9;
const ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

/** One marker segment of a JPEG header: its marker byte and where it starts and ends. */
interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** True when the bytes begin like a JPEG (FF D8 FF). */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;
}

/** The header segments between SOI and the start of scan (SOS not included). */
function headerSegments(jpeg: Uint8Array): Segment[] {
  if (!isJpeg(jpeg)) throw new RangeError('Not a JPEG: it does not start with FF D8 FF');
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new RangeError(`Not a JPEG marker at byte ${at}`);
    const marker = jpeg[at + 1]!;
    if (marker === SOS || marker === EOI) return segments;
    const end = at + 2 + view.getUint16(at + 2);
    if (end > jpeg.length) throw new RangeError(`JPEG segment at byte ${at} runs past the end`);
    segments.push({ marker, start: at, end });
    at = end;
  }
  throw new RangeError('JPEG header has no start of scan');
}

/** True when the segment is an APP1 whose payload starts "Exif\0\0". */
function isExifSegment(jpeg: Uint8Array, segment: Segment): boolean {
  return segment.marker === APP1 && EXIF_HEADER.every((byte, i) => jpeg[segment.start + 4 + i] === byte);
}

/** An APP1 segment with a big-endian TIFF holding one IFD entry: Orientation (SHORT) = orientation. */
export function exifOrientationSegment(orientation: number): Uint8Array {
  if (!Number.isInteger(orientation) || orientation < 1 || orientation > 8) {
    throw new RangeError(`EXIF orientation must be 1–8, not ${orientation}`);
  }
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // "MM", 42, IFD0 at offset 8
    ...[0x00, 0x01], // one entry
    ...[ORIENTATION_TAG >> 8, ORIENTATION_TAG & 0xff, 0x00, TIFF_SHORT, 0x00, 0x00, 0x00, 0x01],
    ...[0x00, orientation, 0x00, 0x00], // the SHORT value, left-justified in the 4-byte field
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
  const length = 2 + EXIF_HEADER.length + tiff.length;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...EXIF_HEADER, ...tiff]);
}

/** The JPEG with its Exif segments replaced by one carrying only this orientation, placed right after SOI. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const exif = exifOrientationSegment(orientation);
  const dropped = headerSegments(jpeg).filter((segment) => isExifSegment(jpeg, segment));
  const kept: Uint8Array[] = [];
  let from = 2;
  for (const segment of dropped) {
    kept.push(jpeg.subarray(from, segment.start));
    from = segment.end;
  }
  kept.push(jpeg.subarray(from));
  const out = new Uint8Array(2 + exif.length + kept.reduce((sum, part) => sum + part.length, 0));
  out.set([0xff, SOI], 0);
  out.set(exif, 2);
  let at = 2 + exif.length;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The Orientation tag of the JPEG's first Exif segment, or null when it has none. */
export function readExifOrientation(jpeg: Uint8Array): number | null {
  const segment = headerSegments(jpeg).find((candidate) => isExifSegment(jpeg, candidate));
  if (segment === undefined) return null;
  const tiffStart = segment.start + 4 + EXIF_HEADER.length;
  const view = new DataView(jpeg.buffer, jpeg.byteOffset + tiffStart, segment.end - tiffStart);
  const order = view.getUint16(0);
  if (order !== 0x4d4d && order !== 0x4949) throw new RangeError('Exif TIFF header has no byte order');
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) throw new RangeError('Exif TIFF header lacks 42');
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) return view.getUint16(entry + 8, little);
  }
  return null;
}
