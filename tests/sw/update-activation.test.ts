/** The waiting version's half of Update: the app's other caches go, the precache stays, and it takes over even when clearing fails. */
import { describe, expect, it, vi } from 'vitest';
import { cacheNames } from 'workbox-core';
import { activateUpdate, type ActivatingScope } from '@sw/update-activation';

// workbox-core reads the worker's global as it loads; in Node it is globalThis.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));

function scopeWith(names: string[], deleteCache: (name: string) => Promise<boolean>) {
  const skipWaiting = vi.fn(() => Promise.resolve());
  const scope = { caches: { keys: () => Promise.resolve(names), delete: vi.fn(deleteCache) }, skipWaiting };
  return { scope: scope as unknown as ActivatingScope, skipWaiting, deleted: scope.caches.delete };
}

describe('activating the waiting version', () => {
  it('deletes every cache but the precache, then takes over', async () => {
    const { scope, skipWaiting, deleted } = scopeWith([cacheNames.precache, 'old-runtime', 'other'], () =>
      Promise.resolve(true),
    );
    await activateUpdate(scope);
    expect(deleted.mock.calls.map(([name]) => name)).toEqual(['old-runtime', 'other']);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('takes over even when a cache cannot be deleted, and says it failed', async () => {
    const { scope, skipWaiting } = scopeWith([cacheNames.precache, 'stuck'], () =>
      Promise.reject(new DOMException('quota', 'UnknownError')),
    );
    await expect(activateUpdate(scope)).rejects.toThrow('quota');
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});
