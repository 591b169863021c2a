/**
 * The dedicated worker's entry, wiring only: builds the engine with the
 * worker's deps (browser-engine-deps.ts: fetch, IndexedDB, clock, timers, this
 * origin's gateway, the photo step loaded lazily on the first photo)
 * and exposes it to the main thread through Comlink.
 */
import { expose } from 'comlink';
import { browserEngineDeps } from './browser-engine-deps';
import { createEngine } from './engine';

const engine = createEngine(browserEngineDeps(self));

expose(engine);

/** The engine as the main thread sees it (src/engine.ts imports this type only). */
export type Engine = typeof engine;
