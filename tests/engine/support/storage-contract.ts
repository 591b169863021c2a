/**
 * The EngineStorage contract, runnable against any implementation: here with
 * fake-indexeddb in Node (tests/worker-shared/db/storage.test.ts). Chromium's own IndexedDB is
 * exercised end to end by the e2e flows (docs/architecture.md, "Storage contract").
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '@domain/job/job';
import { kvKey } from '@worker-shared/db/kv-key';
import type { DayList, EngineStorage } from '@worker-shared/db/storage';

/** A minimal stored job. */
export function job(id: string, extra: Partial<Job> = {}): Job {
  return {
    id,
    manifest_id: 'M1',
    start_time: '2026-11-21T08:00:00',
    end_time: '2026-11-21T09:00:00',
    job_type: 2,
    job_outcome_status: 3,
    customer: [],
    products: [],
    delivery_job: { order_number: `O-${id}`, retailer_id: 1, account_balance: 0 },
    ...extra,
  };
}

/** A one-manifest day list. */
export function day(date: string, jobs: Job[]): DayList {
  return {
    date,
    manifests: [{ id: 'M1', vehicle_id: 'V1', start_time: `${date}T08:00:00`, end_time: `${date}T17:00:00` }],
    jobs,
    download: [{ created_at: `${date}T07:00:00` }],
  };
}

/** Runs the contract against storages made by `open` (each call a fresh, empty database). */
export function describeStorageContract(name: string, open: () => Promise<EngineStorage>): void {
  describe(`EngineStorage contract: ${name}`, () => {
    it('reads back kv values, treats absent keys as undefined and removes them', async () => {
      const storage = await open();
      const key = kvKey<{ a: number }>('contract');
      expect(await storage.get(key)).toBeUndefined();
      await storage.set(key, { a: 1 });
      expect(await storage.get(key)).toEqual({ a: 1 });
      await storage.remove(key, kvKey<string>('absent'));
      expect(await storage.get(key)).toBeUndefined();
      storage.close();
    });

    it('stores a day list in order and replaces it on the next write', async () => {
      const storage = await open();
      expect(await storage.readDay('2026-11-21')).toBeUndefined();
      await storage.writeDay(day('2026-11-21', [job('b'), job('a')]));
      expect((await storage.readDay('2026-11-21'))?.jobs.map((j) => j.id)).toEqual(['b', 'a']);
      await storage.writeDay(day('2026-11-21', [job('c')]));
      const stored = await storage.readDay('2026-11-21');
      expect(stored?.jobs.map((j) => j.id)).toEqual(['c']);
      expect(stored?.manifests[0]?.id).toBe('M1');
      expect(stored?.download).toEqual([{ created_at: '2026-11-21T07:00:00' }]);
      storage.close();
    });

    it('keeps days apart', async () => {
      const storage = await open();
      await storage.writeDay(day('2026-11-20', [job('y')]));
      await storage.writeDay(day('2026-11-21', [job('t')]));
      expect((await storage.readDay('2026-11-20'))?.jobs.map((j) => j.id)).toEqual(['y']);
      await storage.dropDay('2026-11-20');
      expect(await storage.readDay('2026-11-20')).toBeUndefined();
      expect((await storage.readDay('2026-11-21'))?.jobs.map((j) => j.id)).toEqual(['t']);
      storage.close();
    });

    it('never drops a job awaiting sync, yet a dropped day no longer lists it', async () => {
      const storage = await open();
      await storage.writeDay(day('2026-11-21', [job('kept', { requiresSync: true }), job('gone')]));
      await storage.writeDay(day('2026-11-21', [job('new')]));
      expect((await storage.jobsRequiringSync()).map((j) => j.id)).toEqual(['kept']);
      expect((await storage.readDay('2026-11-21'))?.jobs.map((j) => j.id)).toEqual(['new']);
      await storage.dropAllDays();
      expect(await storage.readDay('2026-11-21')).toBeUndefined();
      expect((await storage.jobsRequiringSync()).map((j) => j.id)).toEqual(['kept']);
      storage.close();
    });

    it('stores reason codes per retailer', async () => {
      const storage = await open();
      const reasonCodes = [
        {
          id: 1,
          label: 'Not in',
          parentReasonCodeId: null,
          level: 1,
          retailerReferenceId: 1,
          mappedFieldName: 'job_failure_reasons' as const,
        },
      ];
      await storage.writeReasonCodes({ retailerId: 'R1', reasonCodes, fetchedAt: 5 });
      expect(await storage.readReasonCodes('R1')).toEqual({ retailerId: 'R1', reasonCodes, fetchedAt: 5 });
      expect(await storage.readReasonCodes('R2')).toBeUndefined();
      storage.close();
    });
  });
}
