/**
 * The page's side of worker/engine.ts: the one Comlink wrap of the engine
 * worker. Starts the dedicated worker and exports its remote, typed by the
 * engine itself (a type-only import), the shapes that cross and the state's
 * initial value. src/ reaches the worker through nothing else.
 *
 * The worker is watched. While the page shows, it is asked every few seconds
 * for a property it does not have (Comlink answers that at once from the
 * worker's message loop, with no engine work). A worker that stays silent has
 * gone (closed, crashed, killed): the calls it held reject, a new worker is
 * started and the last start() call is made again on it, with the connection
 * as it is now, so the engine restores from IndexedDB and sends what waits.
 * Without this every later call would wait for ever.
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { Engine } from '@worker/index';

/** The shapes that cross to and from the engine (type-only). */
export type * from '@worker/engine-shapes';
/** The engine state's one initial value, which the page shows until the engine's first push. */
export { initialSnapshot } from '@worker/state/initial-snapshot';

/** How often a shown page asks the worker whether it still answers. */
const WATCH_EVERY_MS = 3_000;
/**
 * How long the worker may stay silent before it counts as gone: well over the
 * longest task it runs without a break (decoding a 12 MP photo: under 0.1 s
 * here; pica, where the browser cannot scale, about 1 s; docs/performance.md).
 */
const GONE_AFTER_MS = 10_000;

type Call = (...args: unknown[]) => Promise<unknown>;

/** One started worker, its remote, and a promise that rejects once it has gone. */
interface EngineWorker {
  worker: Worker;
  remote: Record<string, Call>;
  gone: Promise<never>;
  markGone(): void;
}

function startWorker(): EngineWorker {
  const worker = new Worker(new URL('../worker/index.ts', import.meta.url), {
    type: 'module',
    name: 'doorstep-engine',
  });
  let markGone: () => void = () => undefined;
  const gone = new Promise<never>((_, reject) => {
    markGone = () => reject(new Error('The engine worker stopped answering; a new one was started.'));
  });
  gone.catch(() => undefined);
  return { worker, remote: wrap(worker) as unknown as Record<string, Call>, gone, markGone };
}

let running: EngineWorker | null = null;
let lastStart: Parameters<Engine['start']> | null = null;

/**
 * The worker running now. The first call starts it and its watch (main.tsx calls start() at once), so
 * importing this file starts nothing: the page's state takes the initial snapshot from here too.
 */
function runningWorker(): EngineWorker {
  if (running !== null) return running;
  running = startWorker();
  setInterval(watch, WATCH_EVERY_MS);
  return running;
}

function call(method: string, args: unknown[]): Promise<unknown> {
  if (method === 'start') lastStart = args as Parameters<Engine['start']>;
  const current = runningWorker();
  return Promise.race([current.remote[method]!(...args), current.gone]);
}

function restart(lost: EngineWorker): void {
  lost.markGone();
  lost.worker.terminate();
  running = startWorker();
  console.error('The engine worker stopped answering; a new one was started.');
  if (lastStart === null) return;
  // With the connection as it is now, not as it was when the page started the first worker.
  const [session, ...rest] = lastStart;
  call('start', [{ ...session, online: navigator.onLine }, ...rest]).catch((error: unknown) =>
    console.error(error),
  );
}

/** Resolves true when the worker answers within GONE_AFTER_MS, else false. */
function answers(current: EngineWorker): Promise<boolean> {
  const asked = (current.remote as unknown as { alive: PromiseLike<unknown> }).alive;
  return Promise.race([
    // Any answer, even a refusal, shows the worker is there.
    Promise.resolve(asked).then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), GONE_AFTER_MS)),
  ]);
}

let asking = false;
/** Asks the running worker whether it still answers (page shown only); starts a new one when it does not. */
function watch(): void {
  const current = running;
  if (current === null || asking || document.visibilityState !== 'visible') return;
  asking = true;
  void answers(current).then((answered) => {
    asking = false;
    if (!answered && current === running) restart(current);
  });
}

/**
 * Starts the worker before its first call, so it loads its code while the page is still evaluating its own: on a
 * cold start the day's list waits for both (src/engine-worker-first.ts).
 */
export function startEngineWorker(): void {
  runningWorker();
}

/** The engine running in the dedicated worker (its calls go to the worker running now). */
export const engine = new Proxy({} as Remote<Engine>, {
  // Not thenable: awaiting the engine itself must not look like a call.
  get: (_target, method) =>
    typeof method === 'string' && method !== 'then' ? (...args: unknown[]) => call(method, args) : undefined,
});
