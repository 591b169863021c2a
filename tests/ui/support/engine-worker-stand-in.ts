/**
 * Node has no Worker and no document: src/engine.ts starts the engine worker
 * when imported, and watches it while the page shows. This stands in for the
 * browser's Worker (it never answers) and for a page that is hidden (so the
 * watch never asks), so components that reach the engine can be rendered;
 * import it before them.
 */
class WorkerStandIn extends EventTarget {
  postMessage(): void {}
  terminate(): void {}
}

if (typeof globalThis.Worker === 'undefined') {
  Object.assign(globalThis, { Worker: WorkerStandIn });
}
if (typeof globalThis.document === 'undefined') {
  Object.assign(globalThis, { document: { visibilityState: 'hidden' } });
}

export {};
