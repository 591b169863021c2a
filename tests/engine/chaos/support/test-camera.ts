/**
 * The chaos driver's camera and the Node stand-in for the browser's photo
 * step. The camera takes PNGs of several sizes, some turned on their side with
 * an EXIF orientation (an eXIf chunk), as phones do; the photo step honours the
 * orientation, scales into 800×800 (fitWithin, the app's rule) and encodes a
 * PNG without any orientation, so every stored photo is upright as stored.
 */
import { crc32 } from 'node:zlib';
import { fitWithin } from '@domain/photos/photo-size';
import type { Size } from '@domain/photos/photo-size';
import type { ProcessedPhoto } from '@worker/images/process-photo';
import type { PhotoInput } from '@worker/engine-shapes';
import { pngBytes } from '../../support/test-photos';
import type { SeededRandom } from '@e2e/support/chaos-random';

/** EXIF orientations the camera writes: 1 upright, 3 upside down, 6 and 8 on their side. */
type Orientation = 1 | 3 | 6 | 8;

/** The shots the camera can take: the sensor's size and how the phone was held. */
const shots: readonly { width: number; height: number; orientation: Orientation }[] = [
  { width: 1600, height: 1200, orientation: 1 },
  { width: 1600, height: 1200, orientation: 6 },
  { width: 1200, height: 1600, orientation: 1 },
  { width: 900, height: 700, orientation: 3 },
  { width: 640, height: 480, orientation: 8 },
  { width: 600, height: 400, orientation: 1 },
];

const EXIF_CHUNK = 'eXIf';
const PNG_SIGNATURE_AND_IHDR = 8 + 25;

/** A big-endian TIFF block with the one Orientation tag (0x0112, SHORT). */
function exifOrientation(orientation: Orientation): Buffer {
  return Buffer.from([
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

/** The PNG with an eXIf chunk after its header. */
function withOrientation(png: Uint8Array, orientation: Orientation): Uint8Array<ArrayBuffer> {
  const data = exifOrientation(orientation);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(EXIF_CHUNK, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const head = png.subarray(0, PNG_SIGNATURE_AND_IHDR);
  const rest = png.subarray(PNG_SIGNATURE_AND_IHDR);
  return new Uint8Array(Buffer.concat([head, length, body, crc, rest]));
}

/** Facts of a PNG: its size and its EXIF orientation (1 when it has none). */
export function pngFacts(bytes: Uint8Array): Size & { orientation: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  for (let at = 8; at + 8 <= view.length;) {
    const length = view.readUInt32BE(at);
    if (view.toString('ascii', at + 4, at + 8) === EXIF_CHUNK) orientation = view.readUInt16BE(at + 8 + 18);
    at += 12 + length;
  }
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20), orientation };
}

const made = new Map<string, Uint8Array<ArrayBuffer>>();

/** The PNG bytes of a size (and orientation), made once. */
function cachedPng(width: number, height: number, orientation: Orientation): Uint8Array<ArrayBuffer> {
  const key = `${width}x${height}@${orientation}`;
  let bytes = made.get(key);
  if (!bytes) {
    const plain = pngBytes(width, height);
    bytes = orientation === 1 ? plain : withOrientation(plain, orientation);
    made.set(key, bytes);
  }
  return bytes;
}

/** The size a shot shows upright. */
function uprightSize(shot: { width: number; height: number; orientation: Orientation }): Size {
  const sideways = shot.orientation === 6 || shot.orientation === 8;
  return sideways ? { width: shot.height, height: shot.width } : { width: shot.width, height: shot.height };
}

/** A photo from the camera, and the size it must be stored at (upright, within 800×800). */
export function takeShot(random: SeededRandom, name = 'photo.png'): { photo: PhotoInput; stored: Size } {
  const shot = random.pick(shots);
  const file = new Blob([cachedPng(shot.width, shot.height, shot.orientation)], { type: 'image/png' });
  return { photo: { file, name }, stored: fitWithin(uprightSize(shot)) };
}

/** The photo step in Node: turns the photo upright, fits it into 800×800 and writes a PNG without orientation. */
export async function uprightPhotoStep(blob: Blob): Promise<ProcessedPhoto> {
  const facts = pngFacts(new Uint8Array(await blob.arrayBuffer()));
  const orientation = ([1, 3, 6, 8] as const).find((o) => o === facts.orientation) ?? 1;
  const size = fitWithin(uprightSize({ ...facts, orientation }));
  const png = cachedPng(size.width, size.height, 1);
  return { blob: new Blob([png], { type: 'image/png' }), ...size };
}
