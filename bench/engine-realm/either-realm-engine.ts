/**
 * The engine of the engine-realm bench's build (bench/engine-realm-build.ts puts this module where
 * src/engine.ts stands): the app's engine in its dedicated worker, as shipped, or, when the page's
 * localStorage says `main-thread`, the same engine (createEngine and every class under it) run on the
 * page's own main thread. The UI calls it through the same Comlink remote either way, so the bench
 * compares only where the engine runs. The engine also hangs on `window.benchEngine`, so the bench can
 * prepare a day's work through the engine's own calls, as the screens make them.
 */
import type { Remote } from 'comlink';
import type { Engine } from '@worker/index';
import { MAIN_THREAD, REALM_KEY } from './realm-choice';

// The page imports the first snapshot from src/engine.ts as well; it is data, the same in either realm.
export { initialSnapshot } from '@worker/state/initial-snapshot';

const realm = localStorage.getItem(REALM_KEY) === MAIN_THREAD ? MAIN_THREAD : 'worker';
// Loaded lazily, so that the realm not chosen never starts (src/engine.ts starts its worker on import).
const chosen: Promise<Remote<Engine>> =
  realm === MAIN_THREAD
    ? import('./main-thread-engine').then((module) => module.engine)
    : import('@src/engine').then((module) => module.engine);

type Call = (...args: unknown[]) => Promise<unknown>;

/** As src/engine.ts's: starts the worker early, in the worker realm (the main-thread realm has none to start). */
export function startEngineWorker(): void {
  if (realm !== MAIN_THREAD)
    import('@src/engine')
      .then((module) => module.startEngineWorker())
      .catch((error: unknown) => console.error(error));
}

/** The engine, in whichever realm the bench chose; every call waits for it to load. */
export const engine = new Proxy({} as Remote<Engine>, {
  // Not thenable, as src/engine.ts's proxy.
  get: (_target, method) =>
    typeof method === 'string' && method !== 'then'
      ? (...args: unknown[]) =>
          chosen.then((loaded) => (loaded as unknown as Record<string, Call>)[method]!(...args))
      : undefined,
});

Object.assign(window, { benchEngine: engine, benchEngineRealm: realm });
