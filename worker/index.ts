/**
 * The dedicated worker's entry, wiring only: builds the engine with the
 * browser's deps (fetch, IndexedDB, clock, timers, this origin's gateway,
 * the photo step loaded lazily with pica on the first photo) and exposes it
 * to the main thread through Comlink.
 */
import { expose } from 'comlink';
import { appConfig } from '../worker-shared/app-config';
import { createEngine } from './engine';

const config = appConfig(self.location);

const engine = createEngine({
  baseUrl: config.baseUrl,
  fetch: (input, init) => fetch(input, init),
  indexedDB: self.indexedDB,
  now: () => Date.now(),
  setTimeout: (callback, ms) => self.setTimeout(callback, ms),
  clearTimeout: (handle) => self.clearTimeout(handle as number),
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  appVersion: config.appVersion,
  processPhoto: async (blob) => (await import('./images/resize-photo')).resizePhoto(blob),
  storageUsage: async () =>
    typeof self.navigator.storage?.estimate === 'function' ? self.navigator.storage.estimate() : {},
});

expose(engine);

/** The engine as the main thread sees it (src/engine.ts imports this type only). */
export type Engine = typeof engine;
