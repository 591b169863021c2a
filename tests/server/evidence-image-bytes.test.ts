// A record's images at the gateway: the bytes are answered with their stored type only when it is
// JPEG, PNG or WebP, anything else (a direct upload may set any type) as a download of plain bytes with
// nosniff; and each image shows when its bytes reached the gateway (the object's Last-Modified, the image
// API row's created_at), not when the update naming it did.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { finaliseJob } from '@domain/completion/finalise-job';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Job } from '@domain/job/job';
import { photoObjectTarget } from '@domain/photos/object-store-keys';
import { photoUri } from '@domain/photos/photo-uri';
import type { PhotoPurpose } from '@domain/photos/photo-uri';
import type { EvidenceRecord, EvidenceImage } from '@domain/evidence/evidence-record';
import { todayIso } from '@domain/time/dates';
import { evidenceImageHeaders } from '@server/routes/evidence-record-routes';
import { MEDIA_PATH } from '@server/routes/image-routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { PNG_BYTES } from './route-catalog/fixture';

const HTML_BYTES = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
const SVG_BYTES = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
/** When the image API row was stored: well before the update that names it. */
const MEDIA_CREATED_AT = new Date(Date.now() - 3 * 60 * 60 * 1000);

let h: JobUpdateHarness;
let job: Job;
let keys: { png: string; html: string };
let mediaId: string;
let images: EvidenceImage[];
let updateReceivedAt: string | null;

const get = (path: string) => h.gw.request(path, { headers: h.admin });
const imageOf = (ref: string) => images.find((image) => image.ref === ref);

beforeAll(async () => {
  h = await startJobUpdateHarness();
  job = h.notStarted(3, 0);
  const at = Date.parse(`${todayIso()}T16:19:00`);
  const key = (type: PhotoPurpose, unique: string) =>
    photoObjectTarget(photoUri(job.id, type, at), unique).key;
  keys = { png: key('delivered', 'aa11bb22'), html: key('damage', 'cc33dd44') };
  // Written straight to the store, as a direct upload may: with whatever type it names.
  await h.gw.objects.put(keys.png, PNG_BYTES, 'image/png');
  await h.gw.objects.put(keys.html, HTML_BYTES, 'text/html');
  mediaId = randomUUID();
  await h.gw.db.query(
    `INSERT INTO images (id, name, content_type, bytes, username, created_at)
     VALUES ($1, 'legacy.svg', 'image/svg+xml', $2, $3, $4)`,
    [mediaId, SVG_BYTES, demoDriver.username, MEDIA_CREATED_AT],
  );
  const photo = (id: string, uri: string, type: string) => ({ id, uri, type, status: 'down' });
  const completed = finaliseJob(job, { customerName: 'Ann Lee', now: `${todayIso()}T16:20:00` });
  const update = await h.post(apiPaths.jobUpdate, h.driver, {
    ...buildJobUpdatePayload(completed, `${todayIso()}T16:20:05`),
    job_activity_gallery: [
      photo('d1', h.gw.objects.urlOf(keys.png), 'delivered'),
      photo('p1', h.gw.objects.urlOf(keys.html), 'damage'),
      photo('p2', `${h.gw.url}${MEDIA_PATH}/${mediaId}`, 'damage'),
    ],
  });
  expect(update.status).toBe(200);
  const evidence = (await (await get(apiPaths.jobEvidence(job.id))).json()) as EvidenceRecord;
  images = evidence.events.flatMap((event) => [
    ...(event.kind === 'proof' ? event.photos : []),
    ...(event.kind === 'report' ? event.issues.flatMap((issue) => issue.photos) : []),
  ]);
  updateReceivedAt = evidence.events.find((event) => event.kind === 'outcome')?.receivedAt ?? null;
}, 120_000);
afterAll(() => h.gw.close());

describe('the type a record image is answered with', () => {
  it('keeps JPEG, PNG and WebP (any case, parameters dropped); anything else is an attachment', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG; charset=binary']) {
      expect([type, evidenceImageHeaders(type)]).toEqual([
        type,
        { 'Content-Type': type.split(';')[0]?.toLowerCase() },
      ]);
    }
    for (const type of ['text/html', 'image/svg+xml', 'image/gif', 'application/json', '', 'image/png2']) {
      expect([type, evidenceImageHeaders(type)]).toEqual([
        type,
        { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' },
      ]);
    }
  });

  it('answers a PNG as image/png, shown in place', async () => {
    const res = await get(apiPaths.jobEvidenceImage(job.id, keys.png));
    expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([
      200,
      'image/png',
      null,
    ]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('answers HTML and SVG as plain bytes to download, never sniffed, the bytes intact', async () => {
    for (const [ref, bytes] of [
      [keys.html, HTML_BYTES],
      [`media:${mediaId}`, SVG_BYTES],
    ] as const) {
      const res = await get(apiPaths.jobEvidenceImage(job.id, ref));
      expect([ref, res.status, res.headers.get('content-type')]).toEqual([
        ref,
        200,
        'application/octet-stream',
      ]);
      expect(res.headers.get('content-disposition')).toBe('attachment');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
  });
});

describe("a record image's received-at", () => {
  it("is the object's Last-Modified for an object-store photo", async () => {
    const stored = await h.gw.objects.getDated(keys.png);
    expect(stored?.storedAt).toBeInstanceOf(Date);
    expect(imageOf(keys.png)?.receivedAt).toBe(stored?.storedAt?.toISOString());
    expect(imageOf(keys.html)?.receivedAt).toBe(
      (await h.gw.objects.getDated(keys.html))?.storedAt?.toISOString(),
    );
  });

  it("is the row's created_at for an image API photo, not when the update naming it arrived", () => {
    expect(imageOf(`media:${mediaId}`)?.receivedAt).toBe(MEDIA_CREATED_AT.toISOString());
    expect(updateReceivedAt).not.toBeNull();
    expect(updateReceivedAt).not.toBe(MEDIA_CREATED_AT.toISOString());
  });
});
