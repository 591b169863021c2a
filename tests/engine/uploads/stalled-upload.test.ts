/**
 * An object-store upload that gets no answer (a weak 2G cell) is given up after its timeout and its request
 * is aborted, so the next try never runs beside it sharing the uplink. Before, the SDK's timeout only stopped
 * waiting: the field test saw one photo PUT 11 times at once on 2G, and nothing else got through.
 */
import { describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import type { Interceptor, RecordedRequest } from '../support/engine-harness';
import { JobPicker } from '../support/gateway-inspection';
import { isStoreRequest } from '../support/object-store-inspection';
import { photoFile } from '../support/test-photos';
import { photosUnder } from '../support/up-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** Store PUTs never answer; each ends only when its request is aborted. */
function silentStore() {
  const puts: { request: RecordedRequest; aborted: boolean }[] = [];
  const intercept: Interceptor = (request) => {
    if (!isStoreRequest(request) || request.method !== 'PUT') return undefined;
    const put = { request, aborted: false };
    puts.push(put);
    return new Promise<Response>((_resolve, reject) => {
      request.signal?.addEventListener('abort', () => {
        put.aborted = true;
        reject(new DOMException('The request was aborted', 'AbortError'));
      });
    });
  };
  return { puts, intercept };
}

describe('an upload that gets no answer', () => {
  it('is aborted when its try times out: the photo waits for the next pass and no request is left running', async () => {
    const store = silentStore();
    // The timeout is the engine's for every call, the login and the day's download included: short enough to
    // keep the test quick, long enough that a loaded machine still downloads the day within it.
    const h = await gateway.loggedIn({
      intercept: store.intercept,
      requestTimeoutMs: 2_000,
      account: demoDriver,
    });
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile('door.png', 6, 4) });
    // The pass ends once the try has timed out.
    await expect.poll(() => h.logs.some((line) => line.startsWith('Object store upload of'))).toBe(true);
    await h.engine.idle();
    expect(store.puts.length).toBeGreaterThan(0);
    expect(store.puts.map((put) => [put.request.signal !== undefined, put.aborted])).toEqual(
      store.puts.map(() => [true, true]),
    );
    const [photo] = await photosUnder(h, job.id);
    expect(photo?.status).toBe('up');
    expect(h.latest().sync.pendingPhotos).toBe(1);
  });
});
