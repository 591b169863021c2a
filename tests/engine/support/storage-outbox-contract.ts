/**
 * The EngineStorage contract for an outbox entry's life besides the gateway's
 * yes: its frozen call sealed once, needing attention, reopened, discarded
 * (with a record) and settled by the conflict policy (with a notice, kept
 * until dismissed or old), and an accepted entry keeping the answer's revision. Runnable against any implementation.
 */
import { describe, expect, it } from 'vitest';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { activeJobKey } from '@worker-shared/db/job-writes';
import type { EngineStorage } from '@worker-shared/db/storage';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { FrozenRequest, OutboxAttention } from '@worker-shared/stored/outbox-entry';
import type { DiscardedChange } from '@worker-shared/stored/sync-leftovers';
import { day, job } from './storage-contract';

/** A job update of a job, with one photo (so it is not frozen at save) unless told otherwise. */
function update(jobId: string, withPhoto = true) {
  const payload = { id: jobId, job_activity_gallery: [] } as unknown as JobUpdateRequest;
  const photos = withPhoto ? [{ imageKey: jobId, photoId: 'p1' }] : [];
  return newOutboxEntry(
    { kind: 'jobUpdate', jobId, owner: 'demo.driver', payload, photos },
    1_795_000_000_000,
  );
}

function frozen(body: string): FrozenRequest {
  return { method: 'POST', path: '/job-api/job/update', body, headers: { 'Idempotency-Key': 'k' } };
}

const refusal: OutboxAttention = {
  message: 'Job not found',
  code: null,
  status: 404,
  at: 1_795_000_100_000,
  conflict: null,
};

function discardRecord(entryId: number): DiscardedChange {
  return {
    entryId,
    jobId: 'a',
    kind: 'jobUpdate',
    owner: 'demo.driver',
    message: 'Job not found',
    savedAt: 1_795_000_000_000,
    discardedAt: 1_795_000_200_000,
    body: '{"id":"a"}',
  };
}

/** A storage with job 'a' awaiting sync on 2026-11-21 (the active job) and `count` updates of it queued. */
async function queued(open: () => Promise<EngineStorage>, count: number) {
  const storage = await open();
  const pending = job('a', { requiresSync: true, changed: true, job_outcome_status: 5, revision: 3 });
  await storage.writeDay(day('2026-11-21', [pending]));
  await storage.set(activeJobKey, pending);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await storage.commitSave({ outbox: update('a') })) ?? -1);
  return { storage, ids };
}

/** The outbox-states part of the contract. */
export function describeOutboxStatesContract(name: string, open: () => Promise<EngineStorage>): void {
  describe(`EngineStorage outbox states: ${name}`, () => {
    it('seals a frozen call once: the first writer wins, and a gone entry answers undefined', async () => {
      const { storage, ids } = await queued(open, 1);
      const [id = -1] = ids;
      expect((await storage.outboxEntries())[0]?.request).toBeUndefined();
      expect(await storage.sealOutboxRequest(id, frozen('{"first":1}'))).toEqual(frozen('{"first":1}'));
      expect(await storage.sealOutboxRequest(id, frozen('{"second":2}'))).toEqual(frozen('{"first":1}'));
      expect((await storage.outboxEntries())[0]?.request).toEqual(frozen('{"first":1}'));
      await storage.completeOutboxEntry(id);
      expect(await storage.sealOutboxRequest(id, frozen('{"late":3}'))).toBeUndefined();
      storage.close();
    });

    it('stops an entry for attention (the attempt counted) and reopens it, with or without a rebase', async () => {
      const { storage, ids } = await queued(open, 1);
      const [id = -1] = ids;
      await storage.sealOutboxRequest(id, frozen('{"old":1}'));
      await storage.markOutboxAttention(id, refusal);
      expect((await storage.outboxEntries())[0]).toMatchObject({
        state: 'attention',
        attention: refusal,
        attempts: 1,
        lastError: 'Job not found',
      });
      await storage.reopenOutboxEntry(id);
      const reopened = (await storage.outboxEntries())[0];
      expect(reopened).toMatchObject({ state: 'pending', attention: null, attempts: 0, lastError: null });
      expect(reopened?.request).toEqual(frozen('{"old":1}'));

      await storage.markOutboxAttention(id, { ...refusal, status: 409, code: 'JOB_CHANGED', conflict: [] });
      const rebase = { baseRevision: 7, idempotencyKey: 'new-key', request: frozen('{"new":1}') };
      await storage.reopenOutboxEntry(id, rebase);
      expect((await storage.outboxEntries())[0]).toMatchObject({
        ...rebase,
        state: 'pending',
        attention: null,
      });
      storage.close();
    });

    it('discards an entry with its record in one go; the last one clears requiresSync and changed', async () => {
      const { storage, ids } = await queued(open, 2);
      const [first = -1, second = -1] = ids;
      expect(await storage.discardOutboxEntry(first, discardRecord(first))).toBeUndefined();
      expect((await storage.readJob('a'))?.job).toMatchObject({ requiresSync: true, changed: true });
      const cleared = await storage.discardOutboxEntry(second, discardRecord(second));
      expect(cleared).toMatchObject({ id: 'a', requiresSync: false, changed: false, job_outcome_status: 5 });
      expect((await storage.readJob('a'))?.job).toEqual(cleared);
      expect(await storage.get(activeJobKey)).toEqual(cleared);
      expect(await storage.outboxEntries()).toEqual([]);
      expect(await storage.discardedChanges()).toEqual([discardRecord(first), discardRecord(second)]);
      expect(await storage.discardOutboxEntry(second, discardRecord(second))).toBeUndefined();
      expect(await storage.discardedChanges()).toHaveLength(2);
      storage.close();
    });

    it('settles a conflict: the gateway’s job on its day, requiresSync while others wait, a notice', async () => {
      const { storage, ids } = await queued(open, 2);
      const [first = -1, second = -1] = ids;
      const theirs = job('a', { job_outcome_status: 1, revision: 5, start_time: '2026-11-25T08:00:00' });
      const notice = (at: number) => ({ jobId: 'a', owner: 'demo.driver', message: `Settled ${at}`, at });
      const kept = await storage.settleOutboxConflict(first, theirs, notice(1));
      expect(kept).toEqual({ ...theirs, requiresSync: true });
      expect(await storage.readJob('a')).toEqual({ id: 'a', date: '2026-11-21', job: kept });
      expect(await storage.get(activeJobKey)).toEqual(kept);
      expect(await storage.settleOutboxConflict(second, theirs, notice(2))).toEqual({
        ...theirs,
        requiresSync: false,
      });
      expect((await storage.readDay('2026-11-21'))?.jobs.map((j) => j.revision)).toEqual([5]);
      expect(await storage.outboxEntries()).toEqual([]);
      expect((await storage.conflictNotices()).map((n) => n.at)).toEqual([2, 1]);
      expect(await storage.settleOutboxConflict(second, theirs, notice(3))).toBeUndefined();
      expect(await storage.conflictNotices()).toHaveLength(2);
      storage.close();
    });

    it('reads notices with their keys; dismisses one, and drops those settled before a time', async () => {
      const { storage, ids } = await queued(open, 3);
      const theirs = job('a', { job_outcome_status: 1, revision: 5 });
      for (const [index, id] of ids.entries()) {
        const at = (index + 1) * 1_000;
        await storage.settleOutboxConflict(id, theirs, { jobId: 'a', owner: 'o', message: `m${at}`, at });
      }
      const notices = await storage.conflictNotices();
      expect(notices.map((n) => n.at)).toEqual([3_000, 2_000, 1_000]);
      expect(new Set(notices.map((n) => n.id)).size).toBe(3);
      const [newest, middle, oldest] = notices;
      await storage.dismissConflictNotice(middle?.id ?? -1);
      await storage.dismissConflictNotice(middle?.id ?? -1);
      expect(await storage.conflictNotices()).toEqual([newest, oldest]);
      expect(await storage.dropConflictNoticesBefore(1_000)).toBe(0);
      expect(await storage.dropConflictNoticesBefore(3_000)).toBe(1);
      expect(await storage.conflictNotices()).toEqual([newest]);
      storage.close();
    });

    it('keeps the newer revision an accepted update answered with, never a lower one', async () => {
      const { storage, ids } = await queued(open, 3);
      const [first = -1, second = -1, third = -1] = ids;
      expect(await storage.completeOutboxEntry(first, 4)).toMatchObject({ revision: 4, requiresSync: true });
      expect(await storage.completeOutboxEntry(second, 2)).toBeUndefined();
      expect((await storage.readJob('a'))?.job.revision).toBe(4);
      expect(await storage.completeOutboxEntry(third, null)).toMatchObject({
        revision: 4,
        requiresSync: false,
        changed: true,
      });
      storage.close();
    });
  });
}
