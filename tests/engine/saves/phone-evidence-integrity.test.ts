/**
 * Evidence integrity on the phone, against the in-process gateway over real HTTP: the SHA-256
 * of each photo and the signature is taken when it is saved and reaches the gateway's job; the store
 * refuses a body that does not match it; the driver's Evidence view is assembled from local data with
 * no call; an uploaded photo's bytes stay while the job's day lasts and go after.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JobType, TaskOutcomeStatus } from '@domain/job/enums';
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import {
  TypedJobPicker,
  addDelivered,
  byPurpose,
  cachedPhotosOf,
  signatureBlob,
} from '../support/completion-support';
import { gatewayJob } from '../support/gateway-inspection';
import { isStoreRequest, storedObject } from '../support/object-store-inspection';
import { pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { photosUnder, storePhotos, upPhoto } from '../support/up-photos';
import { DIGEST_MESSAGE } from '@worker/uploads/store-failure';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();
const DAY_MS = 86_400_000;

const hexOf = (bytes: ArrayBuffer | Uint8Array) =>
  createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** The photo's bytes (kept), or a failure naming it. */
async function bytesOf(photo: StoredPhoto | undefined): Promise<ArrayBuffer> {
  if (!photo?.bytes) throw new Error(`photo ${photo?.id ?? '?'} holds no bytes`);
  return photo.bytes.arrayBuffer();
}

/** A driver who completes a delivery with a delivered photo and a signature, synced. */
async function completedDelivery(
  type: JobType = JobType.DeliveryOrItemsToDeliver,
  options: { offline?: () => boolean } = {},
) {
  const h = await gateway.loggedIn({
    intercept: () => {
      if (options.offline?.()) throw new TypeError('fetch failed');
      return undefined;
    },
  });
  const job = picker.next(h, type);
  await addDelivered(h, job.id);
  const done = await h.engine.completeSignaturePass({
    jobId: job.id,
    customerName: 'Ann Lee',
    signature: signatureBlob(),
    // a service call ends with its outcome; any other job ignores it
    serviceOutcome: { choice: TaskOutcomeStatus.JobComplete, part: '' },
  });
  expect(done).toMatchObject({ ok: true, synced: true });
  const photos = await cachedPhotosOf(h, job.id);
  const [delivered] = byPurpose(photos, 'delivered');
  const [signature] = byPurpose(photos, 'signature');
  if (!delivered || !signature) throw new Error('photos missing');
  return { h, job, delivered, signature };
}

describe('hole: no SHA-256 was taken at capture, so nothing could show a photo was changed', () => {
  it('takes each photo’s and the signature’s SHA-256 when saved; the store and the gateway’s job keep it', async () => {
    const { h, job, delivered, signature } = await completedDelivery();

    expect(delivered.sha256).toBe(hexOf(await bytesOf(delivered)));
    expect(signature.sha256).toBe(hexOf(await bytesOf(signature)));
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.job_activity_gallery).toContainEqual(
      expect.objectContaining({ id: delivered.id, sha256: delivered.sha256 }),
    );
    expect(stored.signature_sha256).toBe(signature.sha256);

    const puts = h.requests.filter((r) => isStoreRequest(r) && r.method === 'PUT');
    expect(puts.map((put) => put.headers['x-amz-meta-sha256']).sort()).toEqual(
      [delivered.sha256, signature.sha256].sort(),
    );
    for (const put of puts) {
      const hex = put.headers['x-amz-meta-sha256'] ?? '';
      expect(put.headers['x-amz-checksum-sha256']).toBe(Buffer.from(hex, 'hex').toString('base64'));
    }
    await h.engine.close();
  });
});

describe('hole: the store took bytes that are not the photo taken on the phone', () => {
  it('refuses them (BadDigest): the photo stays on the phone, nothing is stored under its key', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.Collection);
    const photo = upPhoto(h, job.id, {
      purpose: 'damage',
      bytes: pngBytes(7, 3),
      sha256: hexOf(pngBytes(8, 3)),
    });
    await storePhotos(h, job.id, [photo]);

    await h.engine.syncNow();

    const [after] = await photosUnder(h, job.id);
    expect(after).toMatchObject({ status: 'up', location: null });
    expect(after?.lastError).toBe(DIGEST_MESSAGE);
    expect(await storedObject(gateway.url, `ORIG/${photo.uri}-${photo.id.slice(0, 8)}.png`)).toBeNull();
    expect(h.requests.some((r) => r.path.startsWith(`/${LOCAL_BUCKET}/`) && r.method === 'PUT')).toBe(true);
    await h.engine.close();
  });
});

describe('hole: the driver could not show the customer what was recorded without a signal', () => {
  it('assembles the job’s evidence record from local data offline, each image checked against its bytes', async () => {
    let offline = false;
    const { h, job, delivered, signature } = await completedDelivery(JobType.DeliveryOrItemsToDeliver, {
      offline: () => offline,
    });
    offline = true;
    const calls = h.requests.length;

    const evidence = await h.engine.localJobEvidence(job.id);

    expect(h.requests.length).toBe(calls);
    expect(evidence).toMatchObject({
      source: 'phone',
      digest: '',
      job: { id: job.id, customerName: job.customer[0]?.name },
    });
    const proof = evidence?.events.find((event) => event.kind === 'proof');
    expect(proof).toMatchObject({
      kind: 'proof',
      signedBy: 'Ann Lee',
      signature: { ref: signature.id, capturedSha256: signature.sha256, integrity: 'match' },
      photos: [
        {
          ref: delivered.id,
          capturedSha256: delivered.sha256,
          storedSha256: delivered.sha256,
          integrity: 'match',
        },
      ],
    });
    const blob = await h.engine.localEvidenceImage(job.id, delivered.id);
    expect(hexOf(await (blob ?? new Blob()).arrayBuffer())).toBe(delivered.sha256);
    expect(await h.engine.localJobEvidence('no-such-job')).toBeNull();
    await h.engine.close();
  });
});

describe('hole: uploaded bytes were dropped at once (no Evidence view) or kept for ever (storage)', () => {
  it('keeps an uploaded photo’s bytes while its job’s day lasts and drops them the next day', async () => {
    const { h, job, delivered } = await completedDelivery(JobType.ServiceOrDelivery);
    expect((await bytesOf(delivered)).byteLength).toBeGreaterThan(0);

    h.clock.advance(DAY_MS);
    await h.engine.syncNow();

    const photos = await cachedPhotosOf(h, job.id);
    expect(photos.map((photo) => [photo.status, photo.bytes])).toEqual([
      ['down', null],
      ['down', null],
    ]);
    expect(await h.engine.localEvidenceImage(job.id, delivered.id)).toBeNull();
    await h.engine.close();
  });
});
