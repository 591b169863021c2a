// Notes, reason codes and the postcode geocoder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse, NotesResponse, ReasonCodesResponse } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { todayIso, toRequestDate } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import type { ReasonCode, ReasonCodeField, ReasonCodeNode } from '@domain/reasons/reason-code';
import { reasonCodesOfAnswer } from '@domain/reasons/reason-normaliser';
import { listReasonCodes } from '@server/store/reason-codes';
import { retailerIdOf } from '@domain/job/retailer';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driver: Record<string, string>;
let driver2: Record<string, string>;
let jobs: Job[];

beforeAll(async () => {
  gw = await startTestGateway();
  [driver, driver2] = await Promise.all([gw.headersFor(demoDriver), gw.headersFor(demoDriver2)]);
  const res = await gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: driver });
  jobs = ((await res.json()) as JobsResponse).schedule;
});
afterAll(() => gw.close());

const notesPath = (job: Job, retailer = retailerIdOf(job)) =>
  `${apiPaths.notes(jobNumberFromId(job.id))}?retailerId=${encodeURIComponent(retailer)}`;

describe('notes', () => {
  it('answers {notes} of the job, each with date and type', async () => {
    const job = jobs.find((j) => (j.customer[0]?.notes.length ?? 0) > 1);
    if (!job) throw new Error('no job with notes');
    const res = await gw.request(notesPath(job), { headers: driver });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NotesResponse;
    expect(body.notes).toEqual(job.customer[0]?.notes);
    for (const note of body.notes) expect(note.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('applies the default retailer code to a job without a retailer', async () => {
    const job = jobs.find((j) => j.delivery_job.retailer_id === null);
    if (!job) throw new Error('no job without retailer');
    expect((await gw.request(notesPath(job, DEFAULT_RETAILER_CODE), { headers: driver })).status).toBe(200);
    expect((await gw.request(notesPath(job, 'OAKWORKS'), { headers: driver })).status).toBe(404);
  });

  it('answers 404 for the wrong retailer or another driver’s job, 400 without retailerId', async () => {
    const job = jobs[0] as Job;
    const wrong = await gw.request(notesPath(job, 'NOT-A-RETAILER'), { headers: driver });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ message: 'Order not found' });
    expect((await gw.request(notesPath(job), { headers: driver2 })).status).toBe(404);
    const missing = await gw.request(apiPaths.notes(jobNumberFromId(job.id)), { headers: driver });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'retailerId is required' });
  });
});

describe('reason codes', () => {
  async function answer(retailer: string, filter = '?filterActive=true'): Promise<ReasonCodeNode[]> {
    const res = await gw.request(`${apiPaths.reasonCodes(retailer)}${filter}`, { headers: driver });
    expect(res.status).toBe(200);
    return ((await res.json()) as ReasonCodesResponse).reasonCodes;
  }

  /** Every code of the answer's trees, each with the level and parent of where it sits. */
  function everyCode(nodes: readonly ReasonCodeNode[]): ReasonCodeNode[] {
    return nodes.flatMap((node) => [node, ...everyCode(node.options)]);
  }

  async function codes(retailer: string, filter?: string): Promise<ReasonCodeNode[]> {
    return everyCode(await answer(retailer, filter));
  }

  it('answers the nested shape of product rule 3.7, one tree per field, for every retailer the jobs use', async () => {
    const retailers = new Set(jobs.map(retailerIdOf));
    expect(retailers).toEqual(new Set([DEFAULT_RETAILER_CODE, 'OAKWORKS', 'PINEHOUSE']));
    for (const retailer of retailers) {
      const tops = await answer(retailer);
      expect(tops.every((top) => top.level === 1 && top.parentReasonCodeId === null)).toBe(true);
      const check = (node: ReasonCodeNode) => {
        expect(Object.keys(node)).toEqual(
          expect.arrayContaining([
            'id',
            'label',
            'level',
            'mappedFieldName',
            'options',
            'parentReasonCodeId',
            'retailerReferenceId',
          ]),
        );
        for (const option of node.options) {
          expect(option).toMatchObject({
            parentReasonCodeId: node.id,
            level: node.level + 1,
            mappedFieldName: node.mappedFieldName,
          });
          check(option);
        }
      };
      tops.forEach(check);
      const list = everyCode(tops);
      expect(list.length).toBeGreaterThan(10);
      expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
    }
  });

  it('reads back, through the app’s normaliser, as the flat list the gateway stores', async () => {
    const res = await gw.request(`${apiPaths.reasonCodes(DEFAULT_RETAILER_CODE)}?filterActive=true`, {
      headers: driver,
    });
    const flat = reasonCodesOfAnswer(await res.json());
    const stored = await listReasonCodes(gw.db, DEFAULT_RETAILER_CODE, true);
    const byId = (a: ReasonCode, b: ReasonCode) => a.id - b.id;
    expect([...(flat ?? [])].sort(byId)).toEqual([...stored].sort(byId));
  });

  it('holds three-level trees for all three fields and every rule of product rules 5.3 and 5.5, for both retailers', async () => {
    for (const retailer of [DEFAULT_RETAILER_CODE, 'OAKWORKS']) {
      const list = await codes(retailer);
      const fields: ReasonCodeField[] = [
        'job_failure_reasons',
        'product_delivery_issues',
        'job_damage_reason',
      ];
      for (const field of fields) {
        expect(list.filter((c) => c.mappedFieldName === field).map((c) => c.level)).toEqual(
          expect.arrayContaining([1, 2, 3]),
        );
      }
      const failures = list.filter((c) => c.mappedFieldName === 'job_failure_reasons');
      expect(failures.some((c) => c.retailerReferenceId === 1)).toBe(true);
      expect(failures.some((c) => c.label.includes('would not fit'))).toBe(true);
      expect(list.some((c) => c.mappedFieldName === 'job_damage_reason' && c.retailerReferenceId > 2)).toBe(
        true,
      );
      const issues = list.filter((c) => c.mappedFieldName === 'product_delivery_issues');
      expect(issues.some((c) => c.mapsToDelivered === true)).toBe(true);
      expect(issues.some((c) => c.mapsToDelivered === false)).toBe(true);
      expect(issues.some((c) => c.retailerReferenceId === 1)).toBe(true);
    }
  });

  it('filterActive=true leaves out inactive codes', async () => {
    const active = await codes(DEFAULT_RETAILER_CODE);
    const all = await codes(DEFAULT_RETAILER_CODE, '');
    expect(all.length).toBeGreaterThan(active.length);
    expect(active.some((c) => c.label === 'Van breakdown')).toBe(false);
    expect(all.some((c) => c.label === 'Van breakdown')).toBe(true);
  });

  it('answers an empty list for an unknown retailer and 400 for a bad filter', async () => {
    expect(await answer('NOBODY')).toEqual([]);
    const res = await gw.request(`${apiPaths.reasonCodes('OAKWORKS')}?filterActive=yes`, { headers: driver });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'filterActive must be true or false' });
  });
});

describe('postcodes', () => {
  it('geocodes every seeded customer postcode, in any spacing or case', async () => {
    for (const job of jobs) {
      const postcode = job.customer[0]?.postcode ?? '';
      for (const variant of [
        postcode,
        postcode.toLowerCase().replace(' ', ''),
        ` ${postcode.replace(' ', '  ')} `,
      ]) {
        const res = await gw.request(apiPaths.postcode(variant));
        expect(res.status).toBe(200);
        const body = (await res.json()) as {
          status: number;
          result: { postcode: string; latitude: number; longitude: number };
        };
        expect(body.status).toBe(200);
        expect(body.result.postcode).toBe(postcode);
        expect(body.result.latitude).toBeGreaterThan(49);
        expect(body.result.latitude).toBeLessThan(61);
        expect(body.result.longitude).toBeGreaterThan(-8);
        expect(body.result.longitude).toBeLessThan(2);
      }
    }
  });

  it('answers 404 {status, error, message} for invalid and unknown postcodes, like postcodes.io', async () => {
    const invalid = await gw.request(apiPaths.postcode('not a postcode'));
    expect(invalid.status).toBe(404);
    expect(await invalid.json()).toEqual({
      status: 404,
      error: 'Invalid postcode',
      message: 'Invalid postcode',
    });
    const unknown = await gw.request(apiPaths.postcode('ZZ1 1ZZ'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: 404,
      error: 'Postcode not found',
      message: 'Postcode not found',
    });
  });
});
