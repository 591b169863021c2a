/** IndexedDB connections closed by the browser (iOS under memory pressure) are reopened on next use. */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBVersionChangeEvent } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { kvKey } from '@worker-shared/db/kv-key';
import type { StoredJob } from '@worker-shared/db/schema';

const note = kvKey<string>('reopen-test-note');

/** A factory over a fresh fake IndexedDB that records every raw connection it opens. */
function recordingFactory(): { factory: IDBFactory; connections: IDBDatabase[] } {
  const real = new IDBFactory();
  const connections: IDBDatabase[] = [];
  const factory = Object.create(real) as IDBFactory;
  factory.open = (name: string, version?: number) => {
    const request = real.open(name, version);
    request.addEventListener('success', () => connections.push(request.result));
    return request;
  };
  return { factory, connections };
}

describe('idb storage after the browser closed its connection', () => {
  it('reopens when the connection was closed without a close event', async () => {
    const { factory, connections } = recordingFactory();
    const storage = await openIdbStorage(factory);
    await storage.set(note, 'before');
    expect(connections).toHaveLength(1);

    connections[0]?.close();

    expect(await storage.get(note)).toBe('before');
    await storage.set(note, 'after');
    expect(await storage.jobsRequiringSync()).toEqual([]);
    expect(connections).toHaveLength(2);
    expect(await storage.get(note)).toBe('after');
    expect(connections).toHaveLength(2);
    storage.close();
  });

  it('reopens after a close event, for transactions and the outbox alike', async () => {
    const { factory, connections } = recordingFactory();
    const storage = await openIdbStorage(factory);
    const first = connections[0];
    if (first === undefined) throw new Error('no connection opened');

    // The browser's forced close fires 'close' on the connection; only the event is sent here, so
    // the reopen below comes from the event alone. (fake-indexeddb dispatches only its own events.)
    first.dispatchEvent(new IDBVersionChangeEvent('close'));

    const missing: StoredJob | undefined = await storage.readJob('no-such-job');
    expect(missing).toBeUndefined();
    expect(await storage.outboxEntries()).toEqual([]);
    await storage.writeDay({ date: '2026-11-21', manifests: [], download: [], jobs: [] });
    expect(await storage.readDay('2026-11-21')).toEqual({
      date: '2026-11-21',
      manifests: [],
      download: [],
      jobs: [],
    });
    expect(connections).toHaveLength(2);
    storage.close();
    first.close();
  });

  it('does not reopen after the engine closed it on purpose', async () => {
    const { factory, connections } = recordingFactory();
    const storage = await openIdbStorage(factory);
    storage.close();
    await expect(storage.get(note)).rejects.toMatchObject({ name: 'InvalidStateError' });
    expect(connections).toHaveLength(1);
  });
});
