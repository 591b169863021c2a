/**
 * Whether a new version waits, and how to take it: set by the service-worker
 * wiring (loaded after the first paint), read by the update banner through
 * useSyncExternalStore. Tiny on purpose: it ships in the first load.
 */
import { useSyncExternalStore } from 'react';

/** Takes the waiting version (the Update button). */
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Shows the update banner; its Update button runs apply. */
export function offerUpdate(apply: ApplyUpdate): void {
  offer = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending update's action, or null while no new version waits. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => offer);
}
