/**
 * The dedicated worker's entry, wiring only: builds the engine with the
 * browser's world (fetch, IndexedDB, clock, timers, this origin's gateway,
 * the photo step loaded lazily with pica on the first photo) and exposes it
 * to the main thread through Comlink.
 */
import { expose } from 'comlink';
import { version } from '../package.json';
import { gatewayBaseUrl } from './api/base-url';
import { createEngine } from './engine';

/** The engine's contract, for src/engine.ts's type-only import. */
export type { EngineApi } from './engine-api';

const env = import.meta.env;
const configuredGateway = gatewayBaseUrl(self.location.host, {
  dev: env.VITE_GATEWAY_URL_DEV,
  stg: env.VITE_GATEWAY_URL_STG,
  prod: env.VITE_GATEWAY_URL_PROD,
});

const engine = createEngine({
  baseUrl: configuredGateway || self.location.origin,
  fetch: (input, init) => fetch(input, init),
  indexedDB: self.indexedDB,
  now: () => Date.now(),
  setTimeout: (callback, ms) => self.setTimeout(callback, ms),
  clearTimeout: (handle) => self.clearTimeout(handle as number),
  clientId: env.VITE_CLIENT_ID || 'doorstep-web',
  clientSecret: env.VITE_CLIENT_SECRET || 'doorstep-dev-secret',
  appVersion: version,
  processPhoto: async (blob) => (await import('./images/resize-photo')).resizePhoto(blob),
});

expose(engine);
