/**
 * Frozen requests across the schema upgrade: a database written by version 1 (no
 * frozen calls, no entry states) opened by today's code. Entries whose photos
 * are all uploaded get the exact call version 1 would have sent; the engine
 * then sends those bytes, so a version 1 attempt whose answer was lost is
 * answered from the gateway's idempotency store.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { SuspendReason } from '@domain/job/enums';
import { applySuspension } from '@domain/outcomes/job-outcome';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { JobPicker, jobUpdateRows, passwordToken } from '../../engine/support/gateway-inspection';
import { useTestGateway } from '../../engine/support/gateway-per-file';
import { EARLIER_SAVED_AT, earlierPhoto } from './support/earlier-photo';
import { writeVersion1Database } from './support/version-1-database';

/** An outbox entry as version 1 wrote it: no state, no request, no base revision. */
function v1Entry(kind: string, jobId: string, payload: unknown, photos: unknown[]) {
  return {
    kind,
    jobId,
    owner: 'demo.driver',
    idempotencyKey: `v1-key-${jobId}`,
    payload,
    photos,
    createdAt: EARLIER_SAVED_AT,
    attempts: 2,
    lastError: 'Error contacting server',
  };
}

const frozenHeaders = (jobId: string) => ({
  'Idempotency-Key': `v1-key-${jobId}`,
  'Doorstep-Saved-At': '2026-11-21T14:05:00.000Z',
});

describe('version 1 bodies frozen on upgrade', () => {
  it('freezes, on upgrade, each version 1 entry whose photos are all uploaded, as version 1 built it; a damaged one stays unfrozen', async () => {
    const factory = new IDBFactory();
    const update = {
      id: 'J1',
      job_outcome_status: 4,
      job_activity_gallery: [],
      timestamp: '2026-11-21T14:05:00',
    };
    const risk = { orderReference: 'J3', questions: [{ questionId: 'q1', answer: 'No', imageUrls: [] }] };
    await writeVersion1Database(factory, {
      outbox: [
        v1Entry('jobUpdate', 'J1', update, [{ imageKey: 'J1', photoId: 'p1' }]),
        v1Entry('jobUpdate', 'J2', update, [{ imageKey: 'J2', photoId: 'p2' }]),
        v1Entry('draUpdate', 'J3', risk, [{ imageKey: 'DRA-J3', photoId: 'p3', questionId: 'q1' }]),
        v1Entry('adminJobUpdate', 'J4', update, []),
        { ...v1Entry('jobUpdate', 'J5', null, []), photos: null },
      ],
      images: [
        ['J1', [earlierPhoto('p1', 'J1', 'https://media.example/p1.png')]],
        ['J2', [earlierPhoto('p2', 'J2', null)]],
        ['DRA-J3', [earlierPhoto('p3', 'J3', 'https://media.example/p3.png')]],
      ],
    });

    const storage = await openIdbStorage(factory);
    const entries = await storage.outboxEntries();

    expect(entries.map((entry) => [entry.jobId, entry.state, entry.attempts])).toEqual([
      ['J1', 'pending', 2],
      ['J2', 'pending', 2],
      ['J3', 'pending', 2],
      ['J4', 'pending', 2],
      ['J5', 'pending', 2],
    ]);
    expect(entries.map((entry) => entry.request)).toEqual([
      {
        method: 'POST',
        path: apiPaths.jobUpdate,
        body: '{"id":"J1","job_outcome_status":4,"job_activity_gallery":[{"id":"p1","uri":"https://media.example/p1.png","type":"failed","status":"down"}],"timestamp":"2026-11-21T14:05:00"}',
        headers: frozenHeaders('J1'),
      },
      undefined,
      {
        method: 'POST',
        path: apiPaths.draUpdate,
        body: '{"orderReference":"J3","questions":[{"questionId":"q1","answer":"No","imageUrls":["https://media.example/p3.png"]}]}',
        headers: frozenHeaders('J3'),
      },
      {
        method: 'POST',
        path: apiPaths.adminJobUpdate,
        body: '{"id":"J1","job_outcome_status":4,"job_activity_gallery":[],"timestamp":"2026-11-21T14:05:00"}',
        headers: frozenHeaders('J4'),
      },
      undefined,
    ]);
    expect(await storage.conflictNotices()).toEqual([]);
    expect(await storage.discardedChanges()).toEqual([]);
    storage.close();
  });

  describe('a version 1 attempt whose answer was lost, sent again after the update', () => {
    const gateway = useTestGateway({ testRoutes: true });

    it('is sent as exactly the frozen bytes and answered from the idempotency store', async () => {
      const first = await gateway.loggedIn();
      const job = new JobPicker().next(first.latest().jobs);
      await first.engine.close();
      const savedAt = Date.now() - 60_000;
      // Version 1's saver built the payload with the same domain rules; its sender added the photo at send time.
      const payload = buildJobUpdatePayload(
        applySuspension(job, SuspendReason.Lunch, 'Back at 2', savedAt),
        savedAt,
      );
      const location = `${gateway.url}/media/v1-door.png`;
      const image = { id: 'v1-photo', uri: location, type: 'failed', status: 'down' };
      const v1Body = JSON.stringify({
        ...payload,
        job_activity_gallery: [...payload.job_activity_gallery, image],
      });
      const key = 'v1-lost-answer-key';
      const token = await passwordToken(gateway.url, demoDriver);
      const lost = await fetch(`${gateway.url}${apiPaths.jobUpdate}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          branch: demoDriver.branch,
          driverid: demoDriver.driverid,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: v1Body,
      });
      expect(lost.status).toBe(200);

      const factory = new IDBFactory();
      const photo = { ...earlierPhoto('v1-photo', job.id, location), idempotencyKey: 'v1-photo-key' };
      await writeVersion1Database(factory, {
        jobs: [{ id: job.id, date: job.start_time.slice(0, 10), job: { ...job, requiresSync: true } }],
        outbox: [
          {
            ...v1Entry('jobUpdate', job.id, payload, [{ imageKey: job.id, photoId: 'v1-photo' }]),
            idempotencyKey: key,
            createdAt: savedAt,
          },
        ],
        images: [[job.id, [photo]]],
      });
      const replayed: (string | null)[] = [];
      const h = gateway.harness({
        factory,
        afterAnswer: (request, response) => {
          if (request.path === apiPaths.jobUpdate) replayed.push(response.headers.get('idempotent-replayed'));
          return response;
        },
      });
      await h.start();
      const storage = await h.openStorage();
      expect((await storage.outboxEntries())[0]?.request?.body).toBe(v1Body);

      await h.login(demoDriver);

      const sent = h.requestsTo(apiPaths.jobUpdate);
      expect(sent.map((request) => request.body)).toEqual([v1Body]);
      expect(sent[0]?.headers).toMatchObject({
        'idempotency-key': key,
        'doorstep-saved-at': new Date(savedAt).toISOString(),
      });
      expect(sent[0]?.headers).not.toHaveProperty('if-match');
      expect(replayed).toEqual(['true']);
      expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
      expect(await storage.outboxEntries()).toEqual([]);
      expect((await storage.readJob(job.id))?.job.requiresSync).toBe(false);
      storage.close();
      await h.engine.close();
    });
  });
});
