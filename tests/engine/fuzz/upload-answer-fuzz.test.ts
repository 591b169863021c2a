// The engine reads hostile upload answers (the image API's answer for a risk assessment photo, the
// upload grant and the object store's settings for the others) against the in-process gateway: nothing
// escapes, and after the sync pass every photo is still waiting (`up`) or uploaded (`down`) with a location
// the gateway will take in a job update (an http(s) link), never a location it would refuse for good.
import type { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { isMediaLink } from '@domain/photos/media-links';
import { draImageKey } from '@domain/photos/photo-uri';
import { jsonResponse } from '../support/engine-harness';
import type { RecordedRequest } from '../support/engine-harness';
import { photosUnder, storePhotos, upPhoto } from '../support/up-photos';
import { pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { checkAnswers, fuzzTimeoutMs } from './fuzz-settings';
import { MARKUP, hostileAnswers, responseOf } from './hostile-answers';
import type { HostileAnswer } from './hostile-answers';
import { JOBS_PATH } from './jobs-answer-checks';
import { watchProcessErrors } from './process-errors';

const FILE = 'upload-answer-fuzz.test.ts';
const gateway = useTestGateway();
const escaped = watchProcessErrors();

/** The answers fuzzed, and the photos each one is for. */
const CALLS = {
  'image API': { path: apiPaths.imageUpload, purpose: 'risk-assessment-q1', key: draImageKey },
  'upload grant': { path: apiPaths.uploadGrant, purpose: 'damage', key: (jobId: string) => jobId },
  'object store settings': { path: apiPaths.objectStore, purpose: 'damage', key: (jobId: string) => jobId },
} as const;
type Call = keyof typeof CALLS;

let factory: IDBFactory;
let job: Job;
const real: Partial<Record<Call, unknown>> = {};

beforeAll(async () => {
  const h = await gateway.loggedIn();
  factory = h.factory;
  job = h.latest().jobs[0] as Job;
  const sent = h.requestsTo(JOBS_PATH)[0] as RecordedRequest;
  const headers = { ...sent.headers, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  real['upload grant'] = await (await post(apiPaths.uploadGrant, { jobId: job.id })).json();
  real['object store settings'] = await (
    await fetch(`${gateway.url}${apiPaths.objectStore}`, { headers })
  ).json();
  real['image API'] = { mediaLink: `${gateway.url}/objects/ORIG/${job.id}-risk-assessment-q1-1.png` };
  await h.engine.close();
});
afterAll(() => escaped.stop());

/**
 * A new photo for the call's answer, then a fresh engine (no grant or settings kept) whose pass meets the
 * answer; checks every photo of the job, and gives the new photo's status.
 */
async function checkUpload(call: Call, answer: HostileAnswer | Response): Promise<'up' | 'down' | undefined> {
  const { path, purpose, key } = CALLS[call];
  const h = gateway.harness({
    factory,
    intercept: (request) =>
      request.path === path ? (answer instanceof Response ? answer.clone() : responseOf(answer)) : undefined,
  });
  const added = upPhoto(h, job.id, { purpose, bytes: pngBytes(4, 3) });
  await storePhotos(h, key(job.id), [added]);
  try {
    await h.start();
    await h.engine.syncNow();
    await h.engine.idle();
    expect(await escaped.take()).toEqual([]);
    const photos = await photosUnder(h, key(job.id));
    for (const photo of photos) {
      if (photo.status === 'up') continue;
      expect(isMediaLink(photo.location ?? '')).toBe(true);
    }
    return photos.find((photo) => photo.id === added.id)?.status;
  } finally {
    await h.engine.close();
  }
}

describe('answers of another shape, and hostile answers', () => {
  for (const call of Object.keys(CALLS) as Call[]) {
    it(
      `uploads: any ${call} answer leaves each photo waiting, or uploaded with a usable location`,
      async () => {
        const property = fc.asyncProperty(hostileAnswers(real[call]), async (answer) => {
          await checkUpload(call, answer);
        });
        await checkAnswers(FILE, call, property, 6);
      },
      fuzzTimeoutMs(6, 2_000),
    );
  }

  it('uploads: an image API mediaLink that is not an http(s) link (markup, huge, a script) keeps the photo waiting', async () => {
    for (const mediaLink of ['javascript:alert(1)', MARKUP[0], `https://example.test/${'x'.repeat(3000)}`]) {
      expect(await checkUpload('image API', jsonResponse(200, { mediaLink }))).toBe('up');
    }
  });

  it('uploads: object store settings whose public address is not an http(s) link keep the photo waiting', async () => {
    const settings = real['object store settings'] as Record<string, unknown>;
    await checkUpload(
      'object store settings',
      jsonResponse(200, { ...settings, publicBaseUrl: 'javascript:x' }),
    );
  });
});
