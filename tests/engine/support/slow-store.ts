/** An object store on a weak cell: its photo PUTs wait until released, then go through. */
import { jobIdOfObjectKey } from '@domain/photos/object-store-keys';
import type { Interceptor } from './engine-harness';
import { isStoreRequest, keyOfStoreRequest } from './object-store-inspection';

/** The interceptor, its release, and how many PUTs wait or waited. */
export interface SlowStore {
  intercept: Interceptor;
  release: () => void;
  waiting: () => number;
}

/** Holds every store PUT, or only those of the evidence of the jobs `holds` names. */
export function slowStore(holds: (jobId: string | null) => boolean = () => true): SlowStore {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  const intercept: Interceptor = async (request) => {
    if (!isStoreRequest(request) || request.method !== 'PUT') return undefined;
    if (!holds(jobIdOfObjectKey(keyOfStoreRequest(request)))) return undefined;
    waiting += 1;
    await released;
    return undefined;
  };
  return { intercept, release, waiting: () => waiting };
}
