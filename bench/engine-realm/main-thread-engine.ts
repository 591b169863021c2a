/**
 * The engine run on the page's main thread, for the engine-realm bench only: worker/index.ts's wiring
 * with the window's fetch, IndexedDB and timers instead of the worker's, exposed through Comlink over a
 * MessageChannel inside the page. Calls still cross as messages and their arguments are still cloned, as
 * with the worker, so the bench measures where the engine's work runs and nothing else.
 */
import { expose, wrap } from 'comlink';
import { browserEngineDeps } from '@worker/browser-engine-deps';
import { createEngine } from '@worker/engine';

const inThisThread = createEngine(browserEngineDeps(window));

const channel = new MessageChannel();
expose(inThisThread, channel.port1);

/** The main-thread engine behind the same kind of remote the worker's engine has. */
export const engine = wrap<typeof inThisThread>(channel.port2);
