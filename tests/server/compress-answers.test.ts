// Answers are compressed in memory with zlib (server/http/compress-answers.ts) on the same terms
// as hono's compress(): the encoding the client prefers, compressible types only, never a HEAD, a 206, a
// body-less status, an encoded or a no-transform answer; and answers under 1 KiB are left as they are.
import { Hono } from 'hono';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, compressAnswers } from '@server/http/compress-answers';
import { jsonAnswer, jsonTextAnswer } from '@server/http/json-answer';

/** The last answer a route made through json-answer.ts, to tell it from one the middleware built again. */
let made: Response | undefined;
const keep = (answer: Response) => (made = answer);

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const huge = { text: 'doorstep '.repeat(20_000) };

function app(): Hono {
  const routes = new Hono();
  routes.use(compressAnswers());
  routes.get('/big', (c) => c.json(big));
  routes.get('/huge', (c) => c.json(huge));
  routes.get('/small', (c) => c.json({ received: 1 }));
  routes.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  routes.get('/raw', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  routes.get('/tagged', (c) => c.json(big, 200, { ETag: '"v1"' }));
  routes.get('/big-kept', (c) => {
    const answer = jsonAnswer(c, big, 201);
    // Compressed from its text: reading the answer back would fail the request.
    answer.arrayBuffer = () => Promise.reject(new Error('The answer was read back'));
    return keep(answer);
  });
  routes.get('/small-kept', (c) => keep(jsonTextAnswer(c, '{"received":1}', 202)));
  routes.get('/not-modified', (c) => c.body(null, 304, { 'Content-Type': 'text/html' }));
  return routes;
}

const get = (path: string, encoding?: string, method = 'GET') =>
  app().request(path, { method, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('compressed answers', () => {
  it('gzips a JSON answer of 1 KiB or more for a client that accepts gzip', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('application/json');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('deflates for a client that prefers deflate, and gzips a body too big to compress in line', async () => {
    const deflated = await get('/big', 'gzip;q=0.5, deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(new Uint8Array(await deflated.arrayBuffer())).toString())).toEqual(big);
    const large = await get('/huge', '*');
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await large.arrayBuffer())).toString())).toEqual(huge);
  });

  it('leaves an answer under 1 KiB as it is, saying that it varies by Accept-Encoding', async () => {
    const res = await get('/small', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual({ received: 1 });
  });

  it('compresses an answer made from its text without reading it back, and leaves a small one the answer made', async () => {
    const res = await get('/big-kept', 'gzip');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
    expect(res).not.toBe(made);

    const small = await get('/small-kept', 'gzip');
    expect(small).toBe(made);
    expect(small.status).toBe(202);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ received: 1 });

    const plain = await get('/big-kept', 'br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('sends plain bytes to a client that accepts no encoding it offers', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0, deflate;q=0']) {
      const res = await get('/big', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('never touches images, no-transform answers, HEAD requests or a 304', async () => {
    const png = await get('/png', 'gzip');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
    expect((await get('/raw', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/big', 'gzip', 'HEAD')).headers.get('content-encoding')).toBeNull();
    const notModified = await get('/not-modified', 'gzip');
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-encoding')).toBeNull();
  });

  it('weakens a strong ETag of a compressed answer', async () => {
    expect((await get('/tagged', 'gzip')).headers.get('etag')).toBe('W/"v1"');
  });

  it('chooses the encoding as hono does: q=1 first, gzip on a tie, * for both', () => {
    expect(chosenEncoding('deflate, gzip')).toBe('gzip');
    expect(chosenEncoding('gzip;q=0.2, deflate;q=0.8')).toBe('deflate');
    expect(chosenEncoding('*;q=0.5')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });
});
