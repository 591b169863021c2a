/**
 * A Chromium trace taken through a DevTools connection's Tracing domain: a page's session of a browser Playwright
 * gives no Browser object for (a persistent profile: browser.startTracing needs one), or a browser driven over its
 * pipe (cdp-pipe.ts). Like browser.startTracing it records every process of the browser, so the renderer the
 * page navigates into is in it.
 */
import type { CDPSession } from '@playwright/test';
import type { PipedBrowser } from './cdp-pipe';

/** What tracing asks of a connection: its commands, and the event that says the trace is written. */
interface TracingConnection {
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  tracingComplete(): Promise<{ stream?: string }>;
}

/** A Playwright session as a tracing connection. */
function playwrightConnection(cdp: CDPSession): TracingConnection {
  return {
    // Playwright types each command's parameters by its name; these are the Tracing and IO commands below.
    send: (method, params) => cdp.send(method as 'Tracing.start', params),
    tracingComplete: () => new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve)),
  };
}

/** A piped browser's own session as a tracing connection. */
function pipedConnection(browser: PipedBrowser): TracingConnection {
  return {
    send: (method, params) => browser.send(method, params),
    tracingComplete: () => browser.nextEvent('Tracing.tracingComplete'),
  };
}

const connectionOf = (to: CDPSession | PipedBrowser): TracingConnection =>
  'nextEvent' in to ? pipedConnection(to) : playwrightConnection(to);

/** Starts tracing the categories; resolves once the browser records. */
export async function startCdpTrace(
  to: CDPSession | PipedBrowser,
  categories: readonly string[],
): Promise<void> {
  await connectionOf(to).send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: [...categories], excludedCategories: ['*'] },
  });
}

/** Stops tracing and answers the trace's JSON, read from the stream the browser wrote it to. */
export async function stopCdpTrace(to: CDPSession | PipedBrowser): Promise<Buffer> {
  const connection = connectionOf(to);
  const complete = connection.tracingComplete();
  // Should Tracing.end fail, its error is the one thrown, not the wait's when the browser closes after.
  complete.catch(() => undefined);
  await connection.send('Tracing.end');
  const { stream: handle } = await complete;
  if (handle === undefined) throw new Error('the trace came with no stream');
  const chunks: Buffer[] = [];
  for (;;) {
    const { data, base64Encoded, eof } = (await connection.send('IO.read', { handle, size: 4 << 20 })) as {
      data: string;
      base64Encoded?: boolean;
      eof: boolean;
    };
    chunks.push(Buffer.from(data, base64Encoded === true ? 'base64' : 'utf8'));
    if (eof) break;
  }
  await connection.send('IO.close', { handle });
  return Buffer.concat(chunks);
}
