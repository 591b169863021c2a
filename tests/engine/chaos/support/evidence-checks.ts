/**
 * The evidence promises of a chaos run: each photo and signature the app took
 * in is stored once in the object store (one object per photo, none stray),
 * upright (no orientation left to apply) and within 800×800 at the size the
 * camera's shot fits to; every location a change or risk assessment names is
 * there; and each risk assessment reached the gateway once with its photos.
 */
import { PHOTO_MAX_PX } from '@domain/app/constants';
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import { jpegSize } from '@worker/images/signature-photo';
import type { DriverLedger } from './driver-ledger';
import type { GatewayRecord } from './gateway-holds';
import { pngFacts } from './test-camera';

/** The object key a location names (the store's public URL of the key). */
function keyOf(location: string): string | null {
  try {
    const path = new URL(location).pathname;
    return path.startsWith(`/${LOCAL_BUCKET}/`)
      ? decodeURIComponent(path.slice(LOCAL_BUCKET.length + 2))
      : null;
  } catch {
    return null;
  }
}

/** Every location the gateway's changes (applied or kept) and risk assessments name. */
function namedLocations(record: GatewayRecord): string[] {
  const changes = [...record.updates, ...record.conflicts].filter((row) => row.kind === 'driver');
  return [
    ...changes.flatMap((row) => [
      ...(row.payload.job_activity_gallery ?? []).map((image) => image.uri ?? ''),
      ...(row.payload.signature ? [row.payload.signature] : []),
    ]),
    ...record.assessments.flatMap((dra) => dra.questions.flatMap((question) => question.imageUrls)),
  ];
}

const sizeText = (size: { width: number; height: number }) => `${size.width}×${size.height}`;

/** Checks the run's photos, signatures and risk assessments; the broken promises. */
export function checkEvidence(
  ledger: DriverLedger,
  record: GatewayRecord,
  jobIds: readonly string[],
): string[] {
  const problems: string[] = [];
  const keys = new Set(record.objects.map((object) => object.key));
  const named = new Set(namedLocations(record).map(keyOf));
  for (const location of named) {
    if (location === null || !keys.has(location))
      problems.push(`a change names ${String(location)}, which the store lacks`);
  }
  for (const object of record.objects) {
    if (!named.has(object.key)) problems.push(`${object.key} is stored but no change names it`);
  }
  for (const jobId of jobIds) {
    const taken = ledger
      .photosOf(jobId)
      .map((photo) => sizeText(photo.size))
      .sort();
    const stored = record.objects.filter((object) => object.key.includes(`/${jobId}-`));
    const sizes: string[] = [];
    for (const object of stored) {
      const png = object.key.endsWith('.png') ? pngFacts(object.bytes) : null;
      const size = png ?? jpegSize(object.bytes);
      if (!size) problems.push(`${object.key} is neither a PNG nor a JPEG`);
      else if (size.width > PHOTO_MAX_PX || size.height > PHOTO_MAX_PX)
        problems.push(`${object.key} is ${sizeText(size)}`);
      else if (png && png.orientation !== 1)
        problems.push(`${object.key} still needs turning (orientation ${png.orientation})`);
      if (size) sizes.push(sizeText(size));
    }
    if (sizes.sort().join() !== taken.join()) {
      problems.push(
        `${jobId}: the app took in ${taken.join(', ') || 'nothing'}; the store holds ${sizes.join(', ') || 'nothing'}`,
      );
    }
  }
  for (const { orderNumber, photos } of ledger.assessments) {
    const sent = record.assessments.filter((dra) => dra.orderReference === orderNumber);
    const urls = sent.flatMap((dra) => dra.questions.flatMap((question) => question.imageUrls));
    if (sent.length !== 1 || urls.length !== photos) {
      problems.push(
        `risk assessment ${orderNumber}: ${sent.length} received with ${urls.length} photos (1 with ${photos} saved)`,
      );
    }
  }
  return problems;
}
