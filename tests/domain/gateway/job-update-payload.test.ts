import { describe, expect, it } from 'vitest';
import { NoteType } from '@domain/job/enums';
import type { GalleryImage, Job, Note } from '@domain/job/job';
import { buildJobUpdatePayload, parseReasonCode } from '@domain/gateway/job-update-payload';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 14, 5, 9);

function note(id: string, isNew: boolean | undefined, extra: Partial<Note> = {}): Note {
  return {
    id,
    type: NoteType.JobNote,
    note: `note ${id}`,
    date: '2026-11-21T09:00:00',
    ...(isNew === undefined ? {} : { new: isNew }),
    ...extra,
  };
}

function withCustomerNotes(job: Job, notes: Note[]): Job {
  const customer = job.customer[0];
  if (!customer) throw new Error('fixture without customer');
  return { ...job, customer: [{ ...customer, notes }] };
}

function deliveryJob(overrides: Partial<Job['delivery_job']>): Job {
  const job = makeJob();
  return { ...job, delivery_job: { ...job.delivery_job, ...overrides } };
}

describe('buildJobUpdatePayload (product rule 5.8), rule by rule', () => {
  describe('job_suspend_reason: parsed as an integer, default 0', () => {
    it.each([
      [2, 2],
      ['3', 3],
      [' 1 ', 1],
      ['2abc', 2],
      [null, 0],
      [undefined, 0],
      ['', 0],
      ['lunch', 0],
      [-1, 0],
      [1.5, 1],
      ['2.9', 2],
    ])('%j → %j', (given, expected) => {
      const job = makeJob({ job_suspend_reason: given });
      expect(buildJobUpdatePayload(job, now).job_suspend_reason).toBe(expected);
    });
  });

  describe('balance_reason: default 0', () => {
    it('keeps a given reason and defaults a missing one to 0', () => {
      expect(buildJobUpdatePayload(deliveryJob({ balance_reason: 4 }), now).delivery_job.balance_reason).toBe(
        4,
      );
      expect(buildJobUpdatePayload(makeJob(), now).delivery_job.balance_reason).toBe(0);
      const nulled = deliveryJob({ balance_reason: null as unknown as number });
      expect(buildJobUpdatePayload(nulled, now).delivery_job.balance_reason).toBe(0);
    });
  });

  describe('balance_collected: true only if account_balance is 0', () => {
    it('is true at a zero balance, even when the job said otherwise', () => {
      const job = deliveryJob({ account_balance: 0, balance_collected: false, balanceCollected: false });
      const d = buildJobUpdatePayload(job, now).delivery_job;
      expect(d.balance_collected).toBe(true);
      expect(d.balanceCollected).toBe(true);
    });

    it('is false with a balance left, even when the job said true', () => {
      const job = deliveryJob({ account_balance: 45.5, balance_collected: true, balanceCollected: true });
      const d = buildJobUpdatePayload(job, now).delivery_job;
      expect(d.balance_collected).toBe(false);
      expect(d.balanceCollected).toBe(false);
      expect(d.account_balance).toBe(45.5);
    });
  });

  describe('is_collected: default false', () => {
    it('keeps true, defaults a missing value to false', () => {
      expect(buildJobUpdatePayload(deliveryJob({ is_collected: true }), now).delivery_job.is_collected).toBe(
        true,
      );
      expect(buildJobUpdatePayload(deliveryJob({ is_collected: false }), now).delivery_job.is_collected).toBe(
        false,
      );
      expect(buildJobUpdatePayload(makeJob(), now).delivery_job.is_collected).toBe(false);
    });
  });

  describe('only notes flagged new are sent', () => {
    it('filters the customer notes', () => {
      const job = withCustomerNotes(makeJob(), [note('a', false), note('b', true), note('c', undefined)]);
      expect(buildJobUpdatePayload(job, now).customer[0]?.notes).toEqual([note('b', true)]);
    });

    it('filters the notes of every customer and every product', () => {
      const base = withCustomerNotes(makeJob(), [note('a', false)]);
      const second = { ...base.customer[0]!, id: 'c2', notes: [note('d', true), note('e', false)] };
      const job: Job = {
        ...base,
        customer: [...base.customer, second],
        products: [
          makeProduct({
            id: 'p1',
            notes: [note('p1a', true, { type: NoteType.ProductNote }), note('p1b', false)],
          }),
          makeProduct({ id: 'p2' }),
        ],
      };
      const payload = buildJobUpdatePayload(job, now);
      expect(payload.customer.map((c) => c.notes.map((n) => n.id))).toEqual([[], ['d']]);
      expect(payload.products.map((p) => p.notes.map((n) => n.id))).toEqual([['p1a'], []]);
    });

    it('cuts a new note to 150 characters and leaves out blank ones', () => {
      const job = withCustomerNotes(makeJob(), [
        note('long', true, { note: 'x'.repeat(200) }),
        note('blank', true, { note: '  ' }),
      ]);
      expect(buildJobUpdatePayload(job, now).customer[0]?.notes).toEqual([
        note('long', true, { note: 'x'.repeat(150) }),
      ]);
    });
  });

  describe('product after_images are sent empty', () => {
    it('empties after_images of every product', () => {
      const image: GalleryImage = { id: 'i1', uri: 'x', type: 'damage', status: 'down', data: 'data:x' };
      const job = makeJob({ products: [makeProduct({ after_images: [image] }), makeProduct({ id: 'p2' })] });
      expect(buildJobUpdatePayload(job, now).products.map((p) => p.after_images)).toEqual([[], []]);
    });
  });

  describe('timestamps are formatted YYYY-MM-DDTHH:mm:ss', () => {
    it('formats the outcome, arrival and departure times and new note dates', () => {
      const job = withCustomerNotes(
        makeJob({
          job_outcome_time: new Date(2026, 10, 21, 14, 5, 9, 450).toISOString(),
          arrived_time: '2026-11-21T13:50',
          departure_time: '2026-11-21 14:06:00',
        }),
        [note('n', true, { date: new Date(2026, 10, 21, 14, 1, 2).toISOString() })],
      );
      const payload = buildJobUpdatePayload(job, now);
      expect(payload.job_outcome_time).toBe('2026-11-21T14:05:09');
      expect(payload.arrived_time).toBe('2026-11-21T13:50:00');
      expect(payload.departure_time).toBe('2026-11-21T14:06:00');
      expect(payload.customer[0]?.notes[0]?.date).toBe('2026-11-21T14:01:02');
      expect(payload.timestamp).toBe('2026-11-21T14:05:09');
    });

    it('sends null for a missing or unreadable time and dates an undated new note now', () => {
      const job = withCustomerNotes(makeJob({ job_outcome_time: 'soon', arrived_time: null }), [
        note('n', true, { date: '' }),
      ]);
      const payload = buildJobUpdatePayload(job, now);
      expect(payload.job_outcome_time).toBeNull();
      expect(buildJobUpdatePayload(makeJob(), now).job_outcome_time).toBeNull();
      expect(payload.arrived_time).toBeNull();
      expect('departure_time' in payload).toBe(false);
      expect(payload.customer[0]?.notes[0]?.date).toBe('2026-11-21T14:05:09');
    });
  });

  describe('the rest of the job', () => {
    it('sends uploaded gallery photos by location only, without data, and none still pending', () => {
      const job = makeJob({
        job_activity_gallery: [
          {
            id: 'g1',
            uri: 'https://media/1',
            type: 'failed',
            status: 'down',
            data: 'data:image/png;base64,AAAA',
          },
          { id: 'g2', uri: 'J1-failed-1', type: 'failed', status: 'up', data: 'data:image/png;base64,BBBB' },
        ],
      });
      expect(buildJobUpdatePayload(job, now).job_activity_gallery).toEqual([
        { id: 'g1', uri: 'https://media/1', type: 'failed', status: 'down' },
      ]);
      expect(buildJobUpdatePayload(makeJob(), now).job_activity_gallery).toEqual([]);
    });

    it('leaves out the device-only flags and keeps every other field', () => {
      const job = makeJob({
        active: true,
        changed: true,
        requiresSync: true,
        visit_status: 2,
        signature: 'data:j',
        customerNameDraft: 'Half a na',
      });
      const payload = buildJobUpdatePayload(job, now);
      expect('active' in payload || 'changed' in payload || 'requiresSync' in payload).toBe(false);
      // A name typed on the signature screen and not yet saved with a pass stays on the phone.
      expect('customerNameDraft' in payload).toBe(false);
      expect(payload).toMatchObject({
        id: 'ORD123-01',
        manifest_id: 'M1',
        start_time: '2026-11-21T08:00:00',
        end_time: '2026-11-21T10:00:00',
        job_type: 3,
        job_outcome_status: 3,
        visit_status: 2,
        signature: 'data:j',
      });
      expect(payload.delivery_job).toMatchObject({
        order_number: 'ORD123',
        retailer_id: 'R1',
        account_balance: 25,
      });
      expect(payload.products[0]).toMatchObject({
        id: 'p1',
        description: '3 seater sofa',
        delivery_job: { planned_quantity: 1 },
      });
    });

    it('never mutates the job', () => {
      const job = withCustomerNotes(makeJob({ job_suspend_reason: '2', requiresSync: true }), [
        note('a', false),
      ]);
      const copy = JSON.parse(JSON.stringify(job)) as Job;
      buildJobUpdatePayload(job, now);
      expect(job).toEqual(copy);
    });

    it('survives a JSON round trip unchanged (it is a plain JSON body)', () => {
      const payload = buildJobUpdatePayload(withCustomerNotes(makeJob(), [note('b', true)]), now);
      expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
    });
  });
});

describe('parseReasonCode', () => {
  it('parses numbers and text as integers; anything else, negative or unreadable is 0', () => {
    const given = [0, 7, '12', 'x', -3, Number.NaN, Number.POSITIVE_INFINITY, true, {}, null];
    expect(given.map(parseReasonCode)).toEqual([0, 7, 12, 0, 0, 0, 0, 0, 0, 0]);
  });
});
