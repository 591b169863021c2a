// The evidence record calls against the real gateway: a driver completes a job through the real
// calls (photos and signature uploaded with their SHA-256, a heartbeat at the customer's door, the completion),
// then the record, its image bytes and the admin's search answer, in scope only, never cached.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { finaliseJob } from '@domain/completion/finalise-job';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Job } from '@domain/job/job';
import { CONTENT_SHA256_HEADER } from '@domain/photos/sha256-hex';
import { photoObjectTarget, signatureObjectTarget } from '@domain/photos/object-store-keys';
import { photoUri } from '@domain/photos/photo-uri';
import type { EvidenceRecord, EvidenceEvent, EvidenceSearchPage } from '@domain/evidence/evidence-record';
import { evidenceDigest } from '@domain/evidence/evidence-digest';
import { todayIso } from '@domain/time/dates';
import { demoAdmin2 } from '@server/seed/demo-accounts';
import { findGeocode } from '@server/store/geocodes';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { JPEG_BYTES, PNG_BYTES } from './route-catalog/fixture';

let h: JobUpdateHarness;
let admin2: Record<string, string>;
let job: Job;
let evidence: EvidenceRecord;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Bytes of one photo each: the signature format's magic, then random bytes. */
const photo = () => new Uint8Array([...PNG_BYTES, ...randomBytes(16)]);
const deliveredBytes = photo();
const damageBytes = photo();
const signatureBytes = new Uint8Array([...JPEG_BYTES, ...randomBytes(16)]);

async function upload(key: string, bytes: Uint8Array, type: 'png' | 'jpeg'): Promise<string> {
  const query = new URLSearchParams({
    name: key.split('/').at(-1) ?? key,
    contentType: type,
    objectKey: key,
  });
  const res = await h.gw.request(`${apiPaths.imageUpload}?${query}`, {
    method: 'POST',
    headers: { ...h.driver, 'content-type': `image/${type}`, [CONTENT_SHA256_HEADER]: sha(bytes) },
    body: new Uint8Array(bytes),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { mediaLink: string }).mediaLink;
}

function eventOf<K extends EvidenceEvent['kind']>(kind: K): Extract<EvidenceEvent, { kind: K }> {
  const found = evidence.events.find((e) => e.kind === kind);
  if (!found) throw new Error(`no ${kind} event`);
  return found as Extract<EvidenceEvent, { kind: K }>;
}

const get = (path: string, headers: Record<string, string>) => h.gw.request(path, { headers });

beforeAll(async () => {
  h = await startJobUpdateHarness();
  admin2 = await h.gw.headersFor(demoAdmin2);
  job = h.notStarted(3, 0);
  const today = todayIso();
  const at = Date.parse(`${today}T16:19:00`);
  const env = h.gw.objects.settings.environment;
  const delivered = await upload(
    photoObjectTarget(photoUri(job.id, 'delivered', at), 'aa11bb22').key,
    deliveredBytes,
    'png',
  );
  const damage = await upload(
    photoObjectTarget(photoUri(job.id, 'damage', at), 'cc33dd44').key,
    damageBytes,
    'png',
  );
  const signature = await upload(
    signatureObjectTarget(env, job.id, at, 'ee55ff66').key,
    signatureBytes,
    'jpeg',
  );
  const geocode = await findGeocode(h.gw.db, job.customer[0]?.postcode ?? '');
  if (!geocode) throw new Error('the customer postcode is not seeded');
  const beat = {
    status: 'job',
    app: 'Doorstep',
    send_timestamp: `${today}T16:15:00`,
    precision: 5,
    id: job.id,
  };
  const heartbeat = await h.post(apiPaths.heartbeat, h.driver, [
    { ...beat, timestamp: `${today}T16:15:00`, latitude: geocode.latitude, longitude: geocode.longitude },
  ]);
  expect(heartbeat.status).toBe(200);
  const completed = finaliseJob(job, { customerName: 'Ann Lee', now: `${today}T16:20:00` });
  const update = await h.post(apiPaths.jobUpdate, h.driver, {
    ...buildJobUpdatePayload(completed, `${today}T16:20:05`),
    signature,
    // The phone's hash of another signature than the one stored: the record must mark it.
    signature_sha256: sha(photo()),
    job_activity_gallery: [
      { id: 'd1', uri: delivered, type: 'delivered', status: 'down', sha256: sha(deliveredBytes) },
      { id: 'p1', uri: damage, type: 'damage', status: 'down', sha256: sha(damageBytes) },
    ],
  });
  expect(update.status).toBe(200);
  const res = await get(apiPaths.jobEvidence(job.id), h.driver);
  expect(res.status).toBe(200);
  evidence = (await res.json()) as EvidenceRecord;
}, 120_000);
afterAll(() => h.gw.close());

describe('GET the evidence record', () => {
  it('answers the job, in time order, with a digest that verifies', async () => {
    expect(evidence.source).toBe('gateway');
    expect(evidence.job).toMatchObject({ id: job.id, branch: '1', driverId: 'D100' });
    expect(evidence.events.map((e) => e.kind)).toEqual(['arrival', 'outcome', 'report', 'proof']);
    expect(evidence.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await evidenceDigest(evidence)).toBe(evidence.digest);
  });

  it('finds arrival at the heartbeat at the door and the position at completion', () => {
    expect(eventOf('arrival')).toMatchObject({ at: `${todayIso()}T16:15:00`, distanceMetres: 0 });
    expect(eventOf('outcome')).toMatchObject({
      outcome: 'Job Complete',
      by: { role: 'driver', username: 'demo.driver', name: 'Dan Driver' },
      position: { distanceMetres: 0 },
    });
  });

  it('checks each image: the photos match, the signature is marked as a mismatch', () => {
    const proof = eventOf('proof');
    expect(proof.signedBy).toBe('Ann Lee');
    expect(proof.signature).toMatchObject({ integrity: 'mismatch', storedSha256: sha(signatureBytes) });
    expect(proof.photos.map((p) => [p.label, p.integrity])).toEqual([['Delivered', 'match']]);
    const issues = eventOf('report').issues;
    expect(issues.map((i) => [i.subject, i.photos.map((p) => p.integrity)])).toEqual([
      ['Property', ['match']],
    ]);
  });

  it('is never cached', async () => {
    expect((await get(apiPaths.jobEvidence(job.id), h.admin)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('scope: a driver their own jobs, an admin their branch', () => {
  const cases: [string, () => Record<string, string>, number][] = [
    ['the owning driver', () => h.driver, 200],
    ['the admin of the branch', () => h.admin, 200],
    ['a driver of another branch', () => h.driver2, 404],
    ['an admin of another branch', () => admin2, 404],
  ];
  for (const [who, headers, status] of cases) {
    it(`${who}: ${status} for the record and its image`, async () => {
      const ref = eventOf('proof').photos[0]?.ref ?? '';
      const answers = [
        await get(apiPaths.jobEvidence(job.id), headers()),
        await get(apiPaths.jobEvidenceImage(job.id, ref), headers()),
      ];
      expect(answers.map((res) => res.status)).toEqual([status, status]);
      for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
    });
  }
});

describe('GET a record image', () => {
  it('answers the bytes of a ref the record shows, with their type', async () => {
    const signature = eventOf('proof').signature;
    const res = await get(apiPaths.jobEvidenceImage(job.id, signature?.ref ?? ''), h.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(signatureBytes);
  });

  it("refuses a ref the record does not show, even another of the driver's jobs' photos", async () => {
    const other = h.notStarted(3, 1);
    const otherRef = photoObjectTarget(photoUri(other.id, 'damage', Date.now()), '99887766').key;
    await upload(otherRef, photo(), 'png');
    for (const ref of [otherRef, 'ORIG/nothing.png', 'media:00000000-0000-0000-0000-000000000000']) {
      const res = await get(apiPaths.jobEvidenceImage(job.id, ref), h.driver);
      expect([ref, res.status]).toEqual([ref, 404]);
    }
  });
});

describe('GET the job search', () => {
  const search = (query: string, headers: Record<string, string>) =>
    get(`${apiPaths.jobSearch}?${query}`, headers);

  it('finds the job by its customer postcode, case and spaces aside, and by order number', async () => {
    const postcode = (job.customer[0]?.postcode ?? '').toLowerCase().replace(/\s+/g, '');
    for (const q of [postcode, job.delivery_job.order_number]) {
      const res = await search(new URLSearchParams({ q }).toString(), h.admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = (await res.json()) as EvidenceSearchPage;
      expect(page.hits.map((hit) => hit.id)).toContain(job.id);
      expect(page).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('pages 20 at a time, newest date first, within the branch only', async () => {
    const first = (await (await search('q=DS&page=1', h.admin)).json()) as EvidenceSearchPage;
    const second = (await (await search('q=ds&page=2', h.admin)).json()) as EvidenceSearchPage;
    expect(first.total).toBeGreaterThan(20);
    expect([first.hits.length, second.page, second.total]).toEqual([20, 2, first.total]);
    expect(second.hits.filter((hit) => first.hits.some((f) => f.id === hit.id))).toEqual([]);
    const dates = first.hits.map((hit) => hit.jobDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const other = (await (await search(`q=${job.id}`, admin2)).json()) as EvidenceSearchPage;
    expect(other).toMatchObject({ hits: [], total: 0 });
  });

  it('refuses a bad q or page with a clear message, and a driver with 403', async () => {
    const short = await search('q=%20a%20', h.admin);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      message: 'q must be at least 2 characters: a job id, job number, order number or postcode.',
    });
    const page = await search('q=DS&page=0', h.admin);
    expect([page.status, await page.json()]).toEqual([
      400,
      { message: 'page must be a whole number from 1 to 10000' },
    ]);
    expect((await search('q=DS', h.driver)).status).toBe(403);
  });
});
