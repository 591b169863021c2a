/**
 * Serves the bare React 19 page (bench/bare-react-page.ts) on 127.0.0.1 as the gateway serves the app: its static
 * site middleware (cache headers, ETags) and its gzip, so the Lighthouse baseline differs from the app in the page
 * alone.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { buildBareReactPage } from '../bare-react-page';
import { compressAnswers } from '@server/http/compress-answers';
import { staticSite } from '@server/static/static-site';

/** The served page's origin and a way to stop serving it and delete its build. */
export interface BarePageServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the bare page and serves it on a free port. */
export async function serveBarePage(): Promise<BarePageServer> {
  const page = await buildBareReactPage();
  const app = new Hono();
  app.use(compressAnswers());
  app.use(staticSite(() => page.dir));
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
      page.dispose();
    },
  };
}
