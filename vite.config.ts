/**
 * Build of the main-thread app, the engine worker and the service worker.
 * Reads GATEWAY_PORT (dev only): the reference gateway the dev server proxies API calls to.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { awsWorkerXmlParserPlugin } from './scripts/aws-worker-xml-parser-plugin';
import { chunkReportPlugin } from './scripts/chunk-report-plugin';

/** Path prefixes served by the gateway (every gateway call of product rule 7.2, postcodes and stored media). */
const gatewayPrefixes = [
  '/group-delivery-job-api',
  '/retail-order-api',
  '/delivery-reporting',
  '/group-image-api',
  '/user-api',
  '/oauth',
  '/postcodes',
  '/media',
];

const gatewayOrigin = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    react(),
    // dist/.vite/chunk-report.json for the first-load size check (npm run test:size).
    chunkReportPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        // APP_LONG_NAME and APP_NAME (domain/app/constants.ts); e2e/installability.spec.ts holds them equal.
        name: 'Doorstep Delivery & Collection',
        short_name: 'Doorstep',
        description: 'Delivery and collection jobs for Doorstep drivers, online or offline.',
        lang: 'en-GB',
        start_url: '/job-list',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b3d5c',
        background_color: '#f4f6f8',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell and every lazy chunk (screens, the engine worker and its chunks such as pica,
        // later the AWS SDK): a driver may need any of them offline. Nothing is left out for size.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webp,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    // The realm aliases (`@domain/…`, `@worker/…`) of tsconfig.base.json, for the app, the worker and the sw.
    tsconfigPaths: true,
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/react-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // Every browser the app supports preloads modules itself: no polyfill on the first load.
  build: { modulePreload: { polyfill: false } },
  // The AWS SDK's XML parser without DOMParser (absent in workers): scripts/aws-worker-xml-parser-plugin.ts.
  worker: { format: 'es', plugins: () => [awsWorkerXmlParserPlugin()] },
  server: {
    proxy: Object.fromEntries(gatewayPrefixes.map((prefix) => [prefix, { target: gatewayOrigin }])),
  },
});
