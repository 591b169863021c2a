/** Opening and finding jobs, their notes (cached for offline) and reason codes (fetched when missing). */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { addDays } from '@domain/time/dates';
import { jobNumberFromId } from '@domain/job/job-number';
import { messages } from '@domain/app/messages';
import { retailerIdOf } from '@domain/job/retailer';
import { activeJobKey } from '@worker-shared/db/job-writes';
import { openDatabase } from '@worker-shared/db/database-connection';
import { JobPicker, gatewayJob } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

describe('opening a job', () => {
  it('makes it the one active job, stored, published and kept through a reload', async () => {
    const h = await gateway.loggedIn();
    const [first, second] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    expect(await h.engine.openJob(first.id)).toEqual(first);
    expect(await h.engine.openJob(second.id)).toEqual(second);
    expect(h.latest().activeJob).toEqual(second);
    expect(await h.engine.openJob('DS-NO-SUCH-JOB')).toBeNull();
    expect(h.latest().activeJob).toEqual(second);
    const storage = await h.openStorage();
    expect(await storage.get(activeJobKey)).toEqual(second);
    storage.close();
    await h.engine.close();

    const reloaded = gateway.harness({ factory: h.factory, clock: h.clock });
    await reloaded.start();
    expect(reloaded.latest().activeJob).toEqual(second);
    await reloaded.engine.logout();
    expect(reloaded.latest().activeJob).toBeNull();
    await reloaded.engine.close();
  });

  it('finds stored jobs of any date, not only the one shown', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await h.engine.setDisplayDate(addDays(h.latest().displayDate, -1));
    expect(h.latest().jobs.some((j) => j.id === job.id)).toBe(false);
    expect(await h.engine.findJob(job.id)).toEqual(job);
    expect(await h.engine.findJob('DS-NO-SUCH-JOB')).toBeNull();
    await h.engine.close();
  });
});

describe('job notes', () => {
  it('are loaded for the job number and retailer, cached, and served from the cache offline', async () => {
    const h = await gateway.loggedIn();
    const [job, other] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    const notes = (await gatewayJob(gateway.url, job.id)).customer[0]?.notes ?? [];
    expect(notes.length).toBeGreaterThan(0);

    expect(await h.engine.loadNotes(job.id)).toEqual({ ok: true, notes, cached: false });
    const [call] = h.requestsTo('/retail-order-api/');
    expect(call?.path).toBe(apiPaths.notes(jobNumberFromId(job.id)));
    expect(new URL(call?.url ?? '').searchParams.get('retailerId')).toBe(retailerIdOf(job));

    await h.engine.setOnline(false);
    expect(await h.engine.loadNotes(job.id)).toEqual({ ok: true, notes, cached: true });
    expect(await h.engine.loadNotes(other.id)).toEqual({
      ok: false,
      message: messages.errorContactingServer,
    });
    expect(h.requestsTo('/retail-order-api/')).toHaveLength(1);
    expect(await h.engine.loadNotes('DS-NO-SUCH-JOB')).toEqual({
      ok: false,
      message: messages.somethingWentWrong,
    });
    await h.engine.close();
  });
});

describe('reason codes', () => {
  it('are read from storage, and fetched (then stored) when missing', async () => {
    const h = await gateway.loggedIn();
    const db = await openDatabase(h.factory);
    const stored = (await db.get('reasonCodes', DEFAULT_RETAILER_CODE))?.reasonCodes ?? [];
    expect(stored.length).toBeGreaterThan(0);
    const from = h.requests.length;

    expect(await h.engine.reasonCodes(DEFAULT_RETAILER_CODE)).toEqual(stored);
    expect(h.requests.length).toBe(from);

    await db.delete('reasonCodes', DEFAULT_RETAILER_CODE);
    const fetched = await h.engine.reasonCodes(DEFAULT_RETAILER_CODE);
    expect(fetched).toEqual(stored);
    expect(h.requests.slice(from).map((request) => request.path)).toEqual([
      apiPaths.reasonCodes(DEFAULT_RETAILER_CODE),
    ]);
    expect((await db.get('reasonCodes', DEFAULT_RETAILER_CODE))?.reasonCodes).toEqual(stored);
    db.close();
    await h.engine.close();
  });
  it('say when the phone has none of a retailer’s codes and cannot fetch them', async () => {
    let unreachable = false;
    const h = await gateway.loggedIn({
      intercept: (request) =>
        unreachable && request.path === apiPaths.reasonCodes(DEFAULT_RETAILER_CODE)
          ? Promise.reject(new TypeError('fetch failed'))
          : undefined,
    });
    const db = await openDatabase(h.factory);
    const stored = (await db.get('reasonCodes', DEFAULT_RETAILER_CODE))?.reasonCodes ?? [];
    expect(await h.engine.retailerReasonCodes(DEFAULT_RETAILER_CODE)).toEqual({
      available: true,
      codes: stored,
    });

    await db.delete('reasonCodes', DEFAULT_RETAILER_CODE);
    unreachable = true;
    expect(await h.engine.retailerReasonCodes(DEFAULT_RETAILER_CODE)).toEqual({ available: false });
    expect(await h.engine.reasonCodes(DEFAULT_RETAILER_CODE)).toEqual([]);

    unreachable = false;
    expect(await h.engine.retailerReasonCodes(DEFAULT_RETAILER_CODE)).toEqual({
      available: true,
      codes: stored,
    });
    db.close();
    await h.engine.close();
  });
});
