/**
 * Frozen requests in the engine and the service worker, against the real gateway: a
 * change's call is frozen once, and every later attempt, by either sender and
 * by code of another version, replays those bytes. "An app update" is
 * simulated by changing what the body builder produces between attempts.
 */
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import type * as BodyWithPhotos from '@worker-shared/sending/body-with-photos';
import type { AnswerHook, EngineHarness, RecordedRequest } from '../../engine/support/engine-harness';
import { JobPicker, jobUpdateRows } from '../../engine/support/gateway-inspection';
import { photoFile } from '../../engine/support/test-photos';
import { useTestGateway } from '../../engine/support/gateway-per-file';
import { serviceWorkerSide } from '../../sw/support/service-worker-side';

/** The build the running code is: 'next' adds a field the previous build's body did not have. */
const build = vi.hoisted((): { version: 'current' | 'next' } => ({ version: 'current' }));

vi.mock('@worker-shared/sending/body-with-photos', async (importOriginal) => {
  const original = await importOriginal<typeof BodyWithPhotos>();
  return {
    ...original,
    bodyWithPhotos: (...args: Parameters<typeof original.bodyWithPhotos>) => {
      const body = original.bodyWithPhotos(...args) as Record<string, unknown>;
      return build.version === 'next' ? { ...body, app_build: 'next' } : body;
    },
  };
});

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** The frozen part of a recorded update: its bytes and the headers that say which change it is. */
function frozenPart(request: RecordedRequest | { body: string | null; headers: Record<string, string> }) {
  const { headers } = request;
  return {
    body: request.body,
    key: headers['idempotency-key'],
    savedAt: headers['doorstep-saved-at'],
    ifMatch: headers['if-match'],
  };
}

/** Loses the first job-update answer after the gateway committed it; records the Idempotent-Replayed of each. */
function losingFirstAnswer() {
  const replayed: (string | null)[] = [];
  let lose = true;
  const hook: AnswerHook = async (request, response) => {
    if (request.path !== apiPaths.jobUpdate) return response;
    replayed.push(response.headers.get('idempotent-replayed'));
    if (!lose) return response;
    lose = false;
    await response.arrayBuffer();
    throw new TypeError('fetch failed: connection reset');
  };
  return { hook, replayed };
}

/** Fails a job with a photo; the answer to its update is lost. */
async function failWithLostAnswer(h: EngineHarness) {
  const job = picker.next(h.latest().jobs, { defaultRetailer: true });
  const saved = await h.engine.failJob({
    jobId: job.id,
    reasonIds: [1001],
    photo: photoFile('door.png', 5, 4),
  });
  expect(saved).toEqual({ ok: true, synced: false, message: messages.offlineSave });
  return job.id;
}

describe('a body frozen when it is saved is sent as it is', () => {
  it('replays the same bytes after an app update, and the gateway answers a lost-answer retry from its store', async () => {
    build.version = 'current';
    const lost = losingFirstAnswer();
    const before = await gateway.loggedIn({ afterAnswer: lost.hook });
    const jobId = await failWithLostAnswer(before);
    const [first] = before.requestsTo(apiPaths.jobUpdate);
    await before.engine.close();

    // New code, old outbox: the next build would write the body differently.
    build.version = 'next';
    const after = gateway.harness({ factory: before.factory, afterAnswer: lost.hook });
    await after.start();

    const [retry] = after.requestsTo(apiPaths.jobUpdate);
    expect(first && frozenPart(first).savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(retry && frozenPart(retry)).toEqual(first && frozenPart(first));
    expect(lost.replayed).toEqual([null, 'true']);
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(1);
    const storage = await after.openStorage();
    expect(await storage.outboxEntries()).toEqual([]);
    expect((await storage.readJob(jobId))?.job.requiresSync).toBe(false);
    storage.close();
    await after.engine.close();
    build.version = 'current';
  });

  it('has the service worker of another version replay the bytes the engine froze', async () => {
    build.version = 'current';
    const lost = losingFirstAnswer();
    const h = await gateway.loggedIn({ afterAnswer: lost.hook });
    const jobId = await failWithLostAnswer(h);
    await h.engine.setOnline(false);
    const [engineCall] = h.requestsTo(apiPaths.jobUpdate);

    build.version = 'next';
    const sw = serviceWorkerSide(h, gateway.url);
    await sw.backstop.capture();
    const report = await sw.backstop.replay();

    const swCall = sw.calls.find((call) => call.path === apiPaths.jobUpdate);
    expect(report).toMatchObject({ kept: 0, dropped: 0 });
    expect(swCall?.status).toBe(200);
    expect(swCall && frozenPart(swCall)).toEqual(engineCall && frozenPart(engineCall));
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(1);
    await h.engine.close();
    build.version = 'current';
  });

  it('has the engine send the bytes the service worker froze when it uploaded the photo itself', async () => {
    build.version = 'current';
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const jobId = await failWithLostAnswer(h);
    let lose = true;
    const lossy = serviceWorkerSide(h, gateway.url, {
      network: (call) => {
        if (call.path !== apiPaths.jobUpdate || !lose) return undefined;
        lose = false;
        return new Response(null, { status: 503 });
      },
    });
    await lossy.backstop.capture();
    await expect(lossy.backstop.replay()).rejects.toThrow(/wait for another background sync/);
    const swCall = lossy.calls.find((call) => call.path === apiPaths.jobUpdate);
    const storage = await h.openStorage();
    const [entry] = await storage.outboxEntries();
    expect(entry?.request?.body).toBe(swCall?.body);

    build.version = 'next';
    await h.engine.setOnline(true);
    await h.engine.idle();

    const engineCall = h.requestsTo(apiPaths.jobUpdate).at(-1);
    expect(engineCall && frozenPart(engineCall)).toEqual(swCall && frozenPart(swCall));
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(1);
    expect(await storage.outboxEntries()).toEqual([]);
    storage.close();
    await h.engine.close();
    build.version = 'current';
  });
});
