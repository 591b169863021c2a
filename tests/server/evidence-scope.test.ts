// Evidence writes are scoped and final: the image API and the app's direct object-store uploads accept
// only keys of jobs the caller may write, and never replace a stored object (issue: "Nobody in where
// they don't belong", defects 1 and 2).
import { CopyObjectCommand, DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ObjectStoreSettings, UploadGrant } from '@domain/gateway/api-shapes';
import { objectKeyOf } from '@worker-shared/sending/object-store-settings';
import { objectStoreClient, putObject } from '@worker/uploads/s3-multipart-upload';
import { demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { jobIdsOf } from './evidence-jobs';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

const png = (fill: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, fill, fill, 1, 2]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

let gw: TestGateway;
let driver: Record<string, string>;
let driver2: Record<string, string>;
let admin: Record<string, string>;
let jobs: Awaited<ReturnType<typeof jobIdsOf>>;
let settings: ObjectStoreSettings;

beforeAll(async () => {
  gw = await startTestGateway();
  driver = await gw.headersFor(demoDriver);
  driver2 = await gw.headersFor(demoDriver2);
  admin = await gw.headersFor(demoAdmin);
  jobs = await jobIdsOf(gw, { driver, driver2, admin });
  settings = gw.objects.settings;
});
afterAll(() => gw.close());

const photoKey = (jobId: string, suffix = '0a1b2c3d') => `ORIG/${jobId}-damage-1795000000-${suffix}.png`;
const signatureKey = (jobId: string) => `SIGNATURE/DEV/${jobId}-0a1b2c3d-1795000000.jpg`;

function upload(headers: Record<string, string>, key: string | null, body: Uint8Array, name = 'x') {
  const type = body[0] === 0xff ? 'jpeg' : 'png';
  const objectKey = key === null ? '' : `&objectKey=${encodeURIComponent(key)}`;
  return gw.request(
    `${apiPaths.imageUpload}?name=${encodeURIComponent(name)}&contentType=${type}${objectKey}`,
    {
      method: 'POST',
      headers,
      body: body.slice(),
    },
  );
}

describe('defect 1: evidence can be overwritten by anyone signed in', () => {
  it("refuses another driver's photo and signature keys (404) and keeps the stored photo", async () => {
    const key = photoKey(jobs.today);
    expect((await upload(driver, key, png(1))).status).toBe(200);
    const forged = await upload(driver2, key, png(2));
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { message: string }).message).toBe('Job not found');
    expect((await gw.objects.get(key))?.bytes).toEqual(png(1));
    expect((await upload(driver2, signatureKey(jobs.today), jpeg)).status).toBe(404);
    expect(await gw.objects.get(signatureKey(jobs.today))).toBeNull();
  });

  it('refuses a self-registered account of the same branch (404)', async () => {
    const client = await gw.clientToken();
    const registered = await gw.request(apiPaths.users, {
      method: 'POST',
      headers: { authorization: `Bearer ${client}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'mallory.evidence',
        password: 'Mallory-pass-1',
        confirmPassword: 'Mallory-pass-1',
        firstName: 'Mal',
        lastName: 'Lory',
        driverid: 'D666',
        branch: demoDriver.branch,
      }),
    });
    expect(registered.status).toBe(201);
    const mallory = await gw.passwordTokens({
      ...demoDriver,
      username: 'mallory.evidence',
      password: 'Mallory-pass-1',
    });
    const headers = { authorization: `Bearer ${mallory.access_token}` };
    expect((await upload(headers, photoKey(jobs.today, 'beefbeef'), png(3))).status).toBe(404);
    expect((await upload(headers, null, png(3), `${jobs.today}-damage-1795000000.png`)).status).toBe(404);
    expect(await gw.objects.get(photoKey(jobs.today, 'beefbeef'))).toBeNull();
  });

  it('never replaces evidence: the same bytes answer the first link, other bytes 409', async () => {
    const key = photoKey(jobs.today, 'cafecafe');
    const first = await upload(driver, key, png(4));
    expect(first.status).toBe(200);
    const again = await upload(driver, key, png(4));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const other = await upload(admin, key, png(5));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toMatch(/never replaced/);
    expect((await gw.objects.get(key))?.bytes).toEqual(png(4));
  });

  it("lets only the branch admin write an earlier day's evidence (driver 403)", async () => {
    const refused = await upload(driver, photoKey(jobs.yesterday), png(6));
    expect(refused.status).toBe(403);
    expect(await gw.objects.get(photoKey(jobs.yesterday))).toBeNull();
    expect((await upload(admin, photoKey(jobs.yesterday), png(6))).status).toBe(200);
    expect((await upload(admin, photoKey(jobs.otherBranch), png(6))).status).toBe(404);
  });

  it('refuses an image that names no job (400), and a generated key of a job out of scope (404)', async () => {
    const res = await upload(driver, null, png(7), 'holiday.png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/named for a job's photo/);
    const ra = `${jobs.otherBranch}-risk-assessment-q2-1795000000.png`;
    expect((await upload(driver, null, png(7), ra)).status).toBe(404);
    expect((await upload(driver2, null, png(7), ra)).status).toBe(200);
  });
});

async function grantFor(headers: Record<string, string>, jobId: string): Promise<Response> {
  return gw.request(apiPaths.uploadGrant, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ jobId }),
  });
}

async function grantOf(jobId: string): Promise<UploadGrant> {
  const res = await grantFor(driver, jobId);
  expect(res.status).toBe(200);
  return (await res.json()) as UploadGrant;
}

function rawClient(grant: UploadGrant): S3Client {
  return objectStoreClient(settings, grant, { fetch, requestTimeoutMs: 30_000 });
}

/** Puts a small PNG with the SDK: null when stored, else the store's refusal status. */
async function putPng(client: S3Client, key: string, fill: number): Promise<number | null> {
  try {
    await putObject(client, { settings, key, contentType: 'image/png', body: png(fill) });
    return null;
  } catch (error) {
    return statusOf(error) ?? -1;
  }
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

describe('defect 2: direct uploads hand every user keys to the whole bucket', () => {
  it('the settings carry no credentials at all', async () => {
    const res = await gw.request(apiPaths.objectStore, { headers: driver });
    expect(Object.keys((await res.json()) as object)).not.toContain('credentials');
  });

  it("grants a job's two key prefixes for 15 minutes, only for a job the caller may write", async () => {
    const grant = await grantOf(jobs.today);
    expect(grant.prefixes).toEqual([`ORIG/${jobs.today}-`, `SIGNATURE/DEV/${jobs.today}-`]);
    const minutes = (Date.parse(grant.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await grantFor(driver, jobs.yesterday)).status).toBe(403);
    expect((await grantFor(admin, jobs.yesterday)).status).toBe(200);
    expect((await grantFor(driver2, jobs.today)).status).toBe(404);
    expect((await grantFor(driver, 'DS-made-up')).status).toBe(404);
    expect((await grantFor({}, jobs.today)).status).toBe(401);
    expect((await grantFor(driver, jobs.today)).headers.get('cache-control')).toBe('no-store');
  });

  it("writes the job's photo and signature with the grant; another job's key never reaches the store", async () => {
    const grant = await grantOf(jobs.today);
    const client = rawClient(grant);
    const photo = {
      id: 'f00dfeed-1',
      uri: `${jobs.today}-delivered-1795000001`,
      jobId: jobs.today,
      purpose: 'delivered',
      createdAt: 1795000001000,
    };
    const key = objectKeyOf(settings, photo);
    expect(await putPng(client, key, 8)).toBeNull();
    expect((await gw.objects.get(key))?.bytes).toEqual(png(8));
    const signature = objectKeyOf(settings, { ...photo, purpose: 'signature' });
    await putObject(client, { settings, key: signature, contentType: 'image/jpeg', body: jpeg });
    expect((await gw.objects.get(signature))?.bytes).toEqual(jpeg);
    for (const other of [
      photoKey(jobs.otherBranch, '99999999'),
      photoKey(jobs.yesterday, '99999999'),
      'ORIG/anything.png',
      'PRIVATE/x.png',
    ]) {
      expect(await putPng(client, other, 9), other).toBe(403);
      expect(await gw.objects.get(other)).toBeNull();
    }
  });

  it('refuses to replace an object (412) and a create without If-None-Match (403)', async () => {
    const key = photoKey(jobs.today, 'aa11bb22');
    const client = rawClient(await grantOf(jobs.today));
    expect(await putPng(client, key, 10)).toBeNull();
    expect(await putPng(client, key, 11)).toBe(412);
    const unconditional = await client
      .send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: photoKey(jobs.today, 'cc33dd44'),
          Body: png(12),
        }),
      )
      .catch((e: unknown) => e);
    expect(statusOf(unconditional)).toBe(403);
    expect((await gw.objects.get(key))?.bytes).toEqual(png(10));
  });

  it('refuses a delete and a copy', async () => {
    const key = photoKey(jobs.today, '0a1b2c3d');
    const client = rawClient(await grantOf(jobs.today));
    const deleted = await client
      .send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
      .catch((e: unknown) => e);
    expect(statusOf(deleted)).toBe(403);
    const copied = await client
      .send(
        new CopyObjectCommand({
          Bucket: settings.bucket,
          Key: photoKey(jobs.today, 'c0pyc0py'),
          CopySource: `${settings.bucket}/${key}`,
          IfNoneMatch: '*',
        }),
      )
      .catch((e: unknown) => e);
    expect(statusOf(copied)).toBe(403);
    expect(await gw.objects.get(key)).not.toBeNull();
  });

  it('refuses a wrong secret, a tampered session token, and no credentials at all', async () => {
    const grant = await grantOf(jobs.today);
    const key = photoKey(jobs.today, 'ee55ff66');
    const attempts: UploadGrant[] = [
      { ...grant, secretAccessKey: `${grant.secretAccessKey}x` },
      {
        ...grant,
        sessionToken: grant.sessionToken.replace(/\.([^.]+)\./, (_, body: string) => `.${body}A.`),
      },
    ];
    for (const forged of attempts) {
      expect(await putPng(rawClient(forged), key, 13)).toBe(403);
    }
    const anonymous = await fetch(gw.objects.urlOf(key), {
      method: 'PUT',
      body: png(13),
      headers: { 'if-none-match': '*' },
    });
    expect(anonymous.status).toBe(403);
    expect(await gw.objects.get(key)).toBeNull();
  });

  it('uploads a 6 MB object in parts within the prefix', async () => {
    const key = photoKey(jobs.today, 'b16b16b1');
    const body = new Uint8Array(6 * 1024 * 1024).map((_, i) => i % 251);
    body.set(png(14).subarray(0, 8));
    await putObject(rawClient(await grantOf(jobs.today)), { settings, key, contentType: 'image/png', body });
    expect((await gw.objects.get(key))?.bytes.byteLength).toBe(body.byteLength);
  });
});
