/**
 * The outbox sender reading the outbox while a save commits (the seeded chaos
 * test's seed 1): an entry and its photos are committed together, so an entry
 * must never be sent with a photo lookup read before it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { ApiRequest } from '@worker-shared/api/api-client';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { newUpPhoto } from '@worker-shared/stored/stored-photo';
import { SerialQueue } from '@worker-shared/serial-queue';
import { sendOutbox } from '@worker/sync/outbox-sender';
import { makeJob } from '../../domain/support/job-fixture';

const OWNER = 'demo.driver';

/** A failure of the job saved with its photo, as the outcome saves commit it. */
async function saveWithPhoto(storage: EngineStorage, jobId: string, now: number): Promise<void> {
  const job = makeJob({ id: jobId });
  const photo = newUpPhoto({
    uri: `${jobId}-failed-1`,
    purpose: 'failed',
    jobId,
    owner: OWNER,
    fileName: 'door.png',
    uploadName: 'door.png',
    contentType: 'image/png',
    bytes: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    width: 4,
    height: 3,
    createdAt: now,
  });
  const outbox = newOutboxEntry(
    {
      kind: 'jobUpdate',
      jobId,
      owner: OWNER,
      author: 'driver',
      baseRevision: null,
      payload: buildJobUpdatePayload(job, now),
      photos: [{ imageKey: jobId, photoId: photo.id }],
    },
    now,
  );
  await storage.commitSave({
    job: { id: jobId, date: '2026-11-21', job },
    outbox,
    photos: { key: jobId, photos: [photo] },
  });
}

describe('a save committed while a pass reads the outbox', () => {
  it('is not sent without the photos saved with it', async () => {
    const storage = await openIdbStorage(new IDBFactory());
    let raced = false;
    // The save lands right after the sender read the first of its two lists.
    const thenSave = async <T>(read: Promise<T>): Promise<T> => {
      const answer = await read;
      if (!raced) {
        raced = true;
        await saveWithPhoto(storage, 'ORD9-01', Date.now());
      }
      return answer;
    };
    const racing = new Proxy(storage, {
      get: (target, name, receiver) => {
        if (name === 'photoSets') return () => thenSave(target.photoSets());
        if (name === 'outboxEntries') return () => thenSave(target.outboxEntries());
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const sent: ApiRequest[] = [];
    const logs: string[] = [];

    await sendOutbox(
      {
        storage: racing,
        send: (call) => {
          sent.push(call);
          return Promise.resolve({ ok: true, status: 200, json: {} });
        },
        jobWrites: new SerialQueue(),
        onJobChanged: () => undefined,
        onOutboxChanged: () => undefined,
        now: () => Date.now(),
        log: (line) => logs.push(line),
        expireSession: () => Promise.resolve(),
        owner: () => OWNER,
        stopped: () => false,
        record: () => undefined,
      },
      OWNER,
      new Map(),
    );

    expect(raced).toBe(true);
    expect(sent).toEqual([]);
    expect(logs.filter((line) => line.includes('missing'))).toEqual([]);
    const [entry] = await storage.outboxEntries();
    expect(entry?.request).toBeUndefined();
    storage.close();
  });
});
