// An oversize body is answered 413 and the connection closed at once: the gateway does not read (drain) the
// rest of a body it refused, so a client still sending finds its connection closed (EPIPE or a reset) long
// before its last byte (docs/security.md, "Size").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { sendOversize } from './oversize-sender';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const SIZE = 256 * 1024 * 1024;

describe('a body past the limit', () => {
  it.each([
    ['stated in Content-Length', apiPaths.jobUpdate, false],
    ['chunked', apiPaths.jobUpdate, true],
    ['stated, on a route that needs no token', apiPaths.token, false],
    ['stated, on the image upload (15 MB)', `${apiPaths.imageUpload}?name=big.png&contentType=png`, false],
  ])('%s: 413 with Connection: close, then the connection closes unread', async (_, path, chunked) => {
    // The gateway closes with the body unread, so the client's next write meets a reset, and on loopback that reset
    // can overtake the answer in the client's socket (it reads nothing). The server did its part; send again.
    let sending = await sendOversize(gw.url, path, SIZE, chunked);
    for (let attempt = 1; attempt < 5 && sending.answer === ''; attempt += 1)
      sending = await sendOversize(gw.url, path, SIZE, chunked);
    const [head = '', body = ''] = sending.answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(body).toContain('{"message":"Request body is too large"}');
    expect(['EPIPE', 'ECONNRESET', 'ERR_STREAM_WRITE_AFTER_END', 'closed']).toContain(sending.stoppedBy);
    // Only what the sockets' buffers took before the close: nowhere near the body's 256 MB.
    expect(sending.bytesWritten).toBeLessThan(64 * 1024 * 1024);
  });

  it('leaves the gateway answering the next request', async () => {
    expect((await gw.request('/healthz')).status).toBe(200);
  });
});
