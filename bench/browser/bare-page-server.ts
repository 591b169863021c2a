/**
 * Serves a built site, the bare React 19 page (bench/bare-react-page.ts) or the app's dist/, on 127.0.0.1 as
 * the gateway serves the app: its static site middleware (cache headers, ETags) and its gzip, so a baseline
 * differs from the app in the page alone.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { buildBareReactPage } from '../bare-react-page';
import { compressAnswers } from '@server/http/compress-answers';
import { staticSite } from '@server/static/static-site';

/** A served site's origin (no trailing slash), and a way to stop serving it (and delete its own build). */
export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/** Serves a built site from `dir` on a free port of 127.0.0.1, as the gateway serves the app. */
export async function serveSite(dir: () => string): Promise<ServedSite> {
  const app = new Hono();
  app.use(compressAnswers());
  app.use(staticSite(dir));
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => (server ? server.close(() => done()) : done())),
  };
}

/** Builds the bare page and serves it on a free port. */
export async function serveBarePage(): Promise<ServedSite> {
  const page = await buildBareReactPage();
  const site = await serveSite(() => page.dir);
  return {
    url: site.url,
    close: async () => {
      await site.close();
      page.dispose();
    },
  };
}
