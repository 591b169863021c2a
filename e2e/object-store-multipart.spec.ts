// The built worker's object-store chunk in Chromium: from a module worker (no DOMParser there) it sends an
// 11 MB body to the gateway's s3rver as a real multipart upload — three parts, each ETag readable through
// CORS, progress after each part — and the store then holds the whole object.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ObjectStoreSettings, UploadGrant } from '@domain/gateway/api-shapes';
import { demoDriver } from '@server/seed/demo-accounts';
import { accessTokenFor, jobsFor } from './support/gateway-calls';
import { storedObjects } from './support/object-store-contents';

const MB = 1024 * 1024;

/** What the worker reports back. */
type WorkerReport =
  { ok: true; etags: (string | null)[]; progress: [number, number][] } | { ok: false; error: string };

test('a module worker uploads 11 MB in three parts with the built AWS chunk', async ({ page, request }) => {
  // The service worker precaches the chunk: its name comes from the precache list of the served build.
  const chunk = /assets\/(s3-multipart-upload-[\w-]+\.js)/.exec(
    await (await request.get('/sw.js')).text(),
  )?.[1];
  expect(chunk, 'the precache list names the s3-multipart-upload chunk').toBeDefined();
  const token = await accessTokenFor(request, demoDriver);
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (
    await request.get(apiPaths.objectStore, { headers })
  ).json()) as ObjectStoreSettings;
  // Direct uploads need a grant for the job whose evidence they are.
  const jobId = (await jobsFor(request, demoDriver)).schedule[0]?.id ?? '';
  const grant = (await (
    await request.post(apiPaths.uploadGrant, { headers, data: { jobId } })
  ).json()) as UploadGrant;
  const key = `ORIG/${jobId}-delivered-1795000000-e2e0mp11.png`;
  await page.goto('/healthz');

  const report = await page.evaluate(
    async ({ chunk, settings, grant, key, size }) => {
      const code = `
        self.onmessage = async (event) => {
          try {
            const m = await import(location.origin + '/assets/${chunk}');
            const body = new Uint8Array(${size}).map((_, i) => i % 251);
            const etags = [];
            const progress = [];
            const fetchPart = async (input, init) => {
              const response = await fetch(input, init);
              if (input instanceof Request && input.method === 'PUT') etags.push(response.headers.get('etag'));
              return response;
            };
            const { settings, grant, key } = event.data;
            const client = m.objectStoreClient(settings, grant, { fetch: fetchPart, requestTimeoutMs: 30000 });
            await m.putObject(client, {
              settings, key, contentType: 'image/png', body,
              onProgress: (loaded, total) => progress.push([loaded, total]),
            });
            postMessage({ ok: true, etags, progress });
          } catch (error) {
            postMessage({ ok: false, error: String(error) });
          }
        };`;
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      const worker = new Worker(url, { type: 'module' });
      return new Promise<unknown>((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => resolve({ ok: false, error: event.message });
        worker.postMessage({ settings, grant, key });
      });
    },
    { chunk: chunk ?? '', settings, grant, key, size: 11 * MB },
  );

  const result = report as WorkerReport;
  expect(result.ok ? null : result.error).toBeNull();
  const { etags, progress } = result as Extract<WorkerReport, { ok: true }>;
  expect(etags).toHaveLength(3);
  for (const etag of etags) expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  // Bytes sent so far after each part (parts may finish in any order); the last report is all of it.
  const loaded = progress.map(([bytes]) => bytes);
  expect(loaded).toHaveLength(3);
  expect(loaded.at(-1)).toBe(11 * MB);
  expect(loaded.every((bytes, i) => i === 0 || bytes > (loaded[i - 1] ?? 0))).toBe(true);
  expect(progress.every(([, total]) => total === 11 * MB)).toBe(true);
  expect(await storedObjects(request)).toContainEqual({
    key,
    size: 11 * MB,
    contentType: 'image/png',
  });
});
