/**
 * A Chromium trace taken through a page's DevTools session (the Tracing domain), for a browser Playwright gives no
 * Browser object for (a persistent profile: browser.startTracing needs one). Like browser.startTracing it records
 * every process of the browser, so the renderer the page navigates into is in it.
 */
import type { CDPSession } from '@playwright/test';

/** Starts tracing the categories; resolves once the browser records. */
export async function startCdpTrace(cdp: CDPSession, categories: readonly string[]): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: [...categories], excludedCategories: ['*'] },
  });
}

/** Stops tracing and answers the trace's JSON, read from the stream the browser wrote it to. */
export async function stopCdpTrace(cdp: CDPSession): Promise<Buffer> {
  const complete = new Promise<string>((resolve, reject) => {
    cdp.once('Tracing.tracingComplete', ({ stream }) =>
      stream === undefined ? reject(new Error('the trace came with no stream')) : resolve(stream),
    );
  });
  await cdp.send('Tracing.end');
  const handle = await complete;
  const chunks: Buffer[] = [];
  for (;;) {
    const { data, base64Encoded, eof } = await cdp.send('IO.read', { handle, size: 4 << 20 });
    chunks.push(Buffer.from(data, base64Encoded === true ? 'base64' : 'utf8'));
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  return Buffer.concat(chunks);
}
