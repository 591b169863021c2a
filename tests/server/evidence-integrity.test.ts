// Evidence integrity: the SHA-256 the phone took at capture travels with each photo and the
// signature, is checked on receipt (the image API, the local store's upload gate as S3 checks
// x-amz-checksum-sha256) and is kept (object metadata, the job document). Real HTTP to the gateway.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { UploadGrant } from '@domain/gateway/api-shapes';
import { objectUrl, signatureObjectTarget } from '@domain/photos/object-store-keys';
import { CONTENT_SHA256_HEADER } from '@domain/photos/sha256-hex';
import { DAMAGED_PHOTO } from '@server/http/declared-sha256';
import { objectStoreClient, putObject } from '@worker/uploads/s3-multipart-upload';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

const png = (fill: number) => {
  const bytes = new Uint8Array(64).fill(fill);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** POSTs the bytes to the image API under a photo name of the job, declaring the SHA-256. */
async function imageUpload(jobId: string, body: Uint8Array, sha256: string): Promise<Response> {
  const objectKey = `ORIG/${jobId}-risk-assessment-q2-1795000000-${randomUUID().slice(0, 8)}.png`;
  return h.gw.request(
    `${apiPaths.imageUpload}?name=x&contentType=png&objectKey=${encodeURIComponent(objectKey)}`,
    {
      method: 'POST',
      headers: { ...h.driver, [CONTENT_SHA256_HEADER]: sha256 },
      body: new Uint8Array(body),
    },
  );
}

describe('hole: the image API stored a photo damaged on the way', () => {
  it('refuses a body whose SHA-256 is not the one taken on the phone, and stores nothing', async () => {
    const job = h.notStarted(1);
    const before = (await h.gw.objects.list()).length;
    const taken = png(1);
    const arrived = png(2);
    const res = await imageUpload(job.id, arrived, hex(taken));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(DAMAGED_PHOTO);
    expect((await h.gw.objects.list()).length).toBe(before);
  });

  it('refuses a declared SHA-256 that is not 64 lower-case hex digits', async () => {
    const res = await imageUpload(h.notStarted(1).id, png(3), hex(png(3)).toUpperCase());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Doorstep-Content-SHA256 must be/);
  });
});

describe('hole: the hash taken on the phone was not kept with the image', () => {
  it('keeps the declared SHA-256 with the stored object when the body matches', async () => {
    const body = png(4);
    const res = await imageUpload(h.notStarted(1).id, body, hex(body));
    expect(res.status).toBe(200);
    const { mediaLink } = (await res.json()) as { mediaLink: string };
    const key = decodeURIComponent(mediaLink.slice(h.gw.objects.settings.publicBaseUrl.length + 1));
    expect(await h.gw.objects.get(key)).toMatchObject({ bytes: body, capturedSha256: hex(body) });
  });

  it("has a sha256 column on images and heartbeat indexes by driver and the phone's time, by job, and by receipt", async () => {
    const columns = await h.gw.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'images' AND column_name = 'sha256'",
    );
    expect(columns).toHaveLength(1);
    const indexes = await h.gw.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'heartbeats' ORDER BY indexname",
    );
    expect(indexes.map((i) => i.indexdef)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\(branch, driver_id, \(\(payload ->> 'timestamp'::text\)\)\)/),
        expect.stringContaining('(job_id, received_at)'),
        expect.stringContaining('(received_at)'),
      ]),
    );
  });
});

describe('hole: the object store took a body that is not the photo taken on the phone', () => {
  async function grant(jobId: string): Promise<UploadGrant> {
    const res = await h.post(apiPaths.uploadGrant, h.driver, { jobId });
    expect(res.status).toBe(200);
    return (await res.json()) as UploadGrant;
  }

  it('refuses the upload with BadDigest and stores nothing; the matching body is stored with its hash', async () => {
    const job = h.notStarted(1);
    const settings = h.gw.objects.settings;
    const client = objectStoreClient(settings, await grant(job.id), { fetch, requestTimeoutMs: 10_000 });
    const key = `ORIG/${job.id}-damage-1795000000-${randomUUID().slice(0, 8)}.png`;
    const taken = png(5);
    const damaged = png(6);

    const refused = putObject(client, {
      settings,
      key,
      contentType: 'image/png',
      body: damaged,
      sha256: hex(taken),
    });
    await expect(refused).rejects.toMatchObject({ name: 'BadDigest', $metadata: { httpStatusCode: 400 } });
    expect(await h.gw.objects.get(key)).toBeNull();

    await putObject(client, { settings, key, contentType: 'image/png', body: taken, sha256: hex(taken) });
    expect(await h.gw.objects.get(key)).toMatchObject({ bytes: taken, capturedSha256: hex(taken) });
  });
});

describe('hole: the job kept no SHA-256 of its photos and signature', () => {
  it('stores each uploaded photo’s sha256 and the signature_sha256 in the job document', async () => {
    const job = h.notStarted(1);
    const { publicBaseUrl, environment } = h.gw.objects.settings;
    const signature = objectUrl(
      publicBaseUrl,
      signatureObjectTarget(environment, job.id, Date.now(), 's1').key,
    );
    const photoHash = hex(png(7));
    const signatureHash = hex(png(8));
    const gallery = [
      { id: 'p1', uri: 'http://store/ORIG/p1.png', type: 'delivered', status: 'down', sha256: photoHash },
    ];
    const res = await h.post(apiPaths.jobUpdate, h.driver, {
      id: job.id,
      signature,
      signature_sha256: signatureHash,
      job_activity_gallery: gallery,
    });
    expect(res.status).toBe(200);
    const after = await h.stored(job.id);
    expect(after.job_activity_gallery).toEqual(gallery);
    expect(after.signature_sha256).toBe(signatureHash);
  });

  it.each([
    [
      'job_activity_gallery[0].sha256',
      {
        job_activity_gallery: [
          { id: 'p', uri: 'http://s/p.png', type: 'delivered', status: 'down', sha256: 'ABC' },
        ],
      },
    ],
    ['signature_sha256', { signature_sha256: 'f'.repeat(63) }],
  ])('refuses a %s that is not 64 lower-case hex digits (400 naming the field)', async (field, body) => {
    const res = await h.post(apiPaths.jobUpdate, h.driver, { id: h.notStarted(1).id, ...body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(`${field} must be a SHA-256`);
  });
});
