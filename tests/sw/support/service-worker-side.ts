/**
 * The service worker's backstop in Node, over an engine harness's database:
 * the real Backstop, capture, replay and replay client, with a memory queue
 * and a recording fetch to the in-process gateway whose answers a test may
 * replace or lose.
 */
import { demoClient } from '@server/seed/demo-accounts';
import { Backstop } from '@sw/backstop';
import { replayClient } from '@sw/replay-client';
import type { Exclusive } from '@worker-shared/auth/refresh-lock';
import { unlocked } from '@worker-shared/auth/refresh-lock';
import type { EngineHarness } from '../../engine/support/engine-harness';
import { MemoryItemQueue } from './memory-item-queue';

/** One call the service worker made, with the status it got (0: lost). */
export interface ServiceWorkerCall {
  path: string;
  headers: Record<string, string>;
  body: string | null;
  status: number;
}

/** Replaces an answer (a Response), loses the call (throws), or lets it through (undefined). */
export type ServiceWorkerNetwork = (call: Omit<ServiceWorkerCall, 'status'>) => Response | undefined;

/** The backstop and what it did. */
export interface ServiceWorkerSide {
  backstop: Backstop;
  queue: MemoryItemQueue;
  calls: ServiceWorkerCall[];
  /** The keys each replay reported to open pages. */
  notified: string[][];
  logs: string[];
}

function bodyText(body: BodyInit | null | undefined): string | null {
  return typeof body === 'string' ? body : body === undefined || body === null ? null : '[binary]';
}

/** A backstop over the harness's database, sending to baseUrl. */
export function serviceWorkerSide(
  h: EngineHarness,
  baseUrl: string,
  options: { network?: ServiceWorkerNetwork; exclusive?: Exclusive; hasBackgroundSync?: boolean } = {},
): ServiceWorkerSide {
  const queue = new MemoryItemQueue();
  const calls: ServiceWorkerCall[] = [];
  const notified: string[][] = [];
  const logs: string[] = [];
  const recordingFetch: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = {
      path: new URL(url).pathname,
      headers: Object.fromEntries(new Headers(init.headers)),
      body: bodyText(init.body),
    };
    let replaced: Response | undefined;
    try {
      replaced = options.network?.(call);
    } catch (error) {
      calls.push({ ...call, status: 0 });
      throw error;
    }
    const response = replaced ?? (await fetch(input, init));
    calls.push({ ...call, status: response.status });
    return response;
  };
  const backstop = new Backstop({
    createQueue: () => queue,
    openStorage: () => h.openStorage(),
    client: (storage) =>
      replayClient(storage, {
        config: {
          baseUrl,
          clientId: demoClient.clientId,
          clientSecret: demoClient.clientSecret,
          appVersion: 'sw-test',
        },
        fetch: recordingFetch,
        now: () => Date.now(),
        exclusive: options.exclusive ?? unlocked,
        log: (message) => logs.push(message),
      }),
    notify: (keys) => {
      notified.push(keys);
      return Promise.resolve();
    },
    hasBackgroundSync: options.hasBackgroundSync ?? true,
    log: (message) => logs.push(message),
  });
  return { backstop, queue, calls, notified, logs };
}
