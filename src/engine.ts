/**
 * The one Comlink wrap of the engine worker: starts the dedicated worker and
 * exports its remote. Only the EngineApi type crosses into the main bundle.
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { EngineApi } from '../worker/index';

/** The shapes that cross to and from the engine (type-only). */
export type * from '../worker/engine-shapes';

/** The engine running in the dedicated worker. */
export const engine: Remote<EngineApi> = wrap<EngineApi>(
  new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'doorstep-engine' }),
);
