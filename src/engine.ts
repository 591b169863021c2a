/**
 * The one Comlink wrap of the engine worker: starts the dedicated worker and
 * exports its remote, typed by the engine itself (a type-only import), and the
 * shapes that cross. src/ reaches the worker through nothing else.
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { Engine } from '../worker/index';

/** The shapes that cross to and from the engine (type-only). */
export type * from '../worker/engine-shapes';

/** The engine running in the dedicated worker. */
export const engine: Remote<Engine> = wrap<Engine>(
  new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'doorstep-engine' }),
);
