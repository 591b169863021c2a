/**
 * Starts the engine worker and pipes its pushes into the jotai store (structurally shared,
 * state/receive-snapshot.ts). main.tsx imports this module before React and the screens, so it runs first: the
 * worker's script is fetched, and the worker opens IndexedDB and reads the day, while the main thread still
 * evaluates React and renders the first frame. Started after them, the worker waited for that thread: on a cold
 * start at CPU 6× its first task ran half a second after the page created it (docs/performance.md).
 */
import { proxy } from 'comlink';
import { engine } from './engine';
import { receiveChanges } from './state/receive-snapshot';
import type { SnapshotChanges } from './engine';

engine
  .start(
    { online: navigator.onLine, host: location.host },
    proxy((changes: SnapshotChanges) => receiveChanges(changes)),
  )
  .catch((error: unknown) => console.error('Doorstep engine failed to start', error));
