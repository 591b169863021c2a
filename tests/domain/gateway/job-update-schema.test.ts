import { describe, expect, it } from 'vitest';
import { jobUpdateSchema } from '@domain/gateway/job-update-schema';
import { checkWire } from '@domain/gateway/wire-checks';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { makeJob } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 14, 5, 9);
const TIME = 'must be a real date and time written YYYY-MM-DDTHH:mm:ss';
const LINK = 'must be an http or https link of at most 2000 characters';
const note = { id: 'n1', type: 1, note: 'Left with neighbour', date: '2026-11-21T09:00:00', new: true };
const photo = { id: 'p1', uri: 'https://store.example/p1.png', type: 'png', status: 'down' };

/** A well-formed update with one change; the check's answer. */
function check(change: Record<string, unknown>) {
  return checkWire(jobUpdateSchema, { id: 'J1', ...change }, 'The job update');
}

function problem(change: Record<string, unknown>): string {
  const result = check(change);
  return result.ok ? 'accepted' : result.message;
}

describe('the job update schema', () => {
  it('accepts what the app builds', () => {
    const payload = buildJobUpdatePayload(makeJob(), now);
    expect(checkWire(jobUpdateSchema, payload, 'The job update')).toMatchObject({ ok: true });
  });

  it.each([
    ['the body as an array', null, 'The job update must be an object'],
    ['no id', { id: undefined }, 'id is required'],
    ['a blank id', { id: '  ' }, 'id is required'],
    ['a long id', { id: 'x'.repeat(101) }, 'id must be at most 100 characters'],
    ['a bad timestamp', { timestamp: '2026-02-30T10:00:00' }, `timestamp ${TIME}`],
    ['customer as text', { customer: 'me' }, 'customer must be an array'],
    ['a customer that is no object', { customer: [3] }, 'customer[0] must be an object'],
    [
      'a long note',
      { customer: [{ notes: [{ ...note, note: 'x'.repeat(151) }] }] },
      'customer[0].notes[0].note must be at most 150 characters',
    ],
    [
      'a note type of 5',
      { customer: [{ notes: [{ ...note, type: 5 }] }] },
      'customer[0].notes[0].type must be a whole number from 1 to 4',
    ],
    [
      'a note without date',
      { customer: [{ notes: [{ ...note, date: undefined }] }] },
      `customer[0].notes[0].date ${TIME}`,
    ],
    [
      'a reading of neither',
      { job_type_reading: 'install' },
      'job_type_reading must be "service" or "delivery"',
    ],
    ['an outcome of 9', { job_outcome_status: 9 }, 'job_outcome_status must be a whole number from 1 to 5'],
    ['an outcome time in words', { job_outcome_time: 'noon' }, `job_outcome_time ${TIME}`],
    [
      'a suspend reason of 100',
      { job_suspend_reason: '100' },
      'job_suspend_reason must be a whole number from 0 to 99',
    ],
    [
      'a task outcome of 0',
      { task_outcome_status: 0 },
      'task_outcome_status must be a whole number from 1 to 4',
    ],
    ['arrived_at_drop as text', { arrived_at_drop: 'yes' }, 'arrived_at_drop must be true or false'],
    ["an arrival time of 25 o'clock", { arrived_time: '2026-11-21T25:00:00' }, `arrived_time ${TIME}`],
    ['a departure time as a number', { departure_time: 5 }, `departure_time ${TIME}`],
    [
      'a signature drawn as data',
      { signature: 'data:image/png;base64,AAAA' },
      'signature must be null or the object store link of a signature of this job',
    ],
    [
      'an upper-case signature hash',
      { signature_sha256: 'A'.repeat(64) },
      'signature_sha256 must be a SHA-256 as 64 lower-case hex digits',
    ],
    ['signed_by as a number', { signed_by: 5 }, 'signed_by must be text'],
    ['a long signed_by', { signed_by: 'x'.repeat(201) }, 'signed_by must be at most 200 characters'],
    ['a numeric payment type', { payment_type: 1 }, 'payment_type must be "card", "cash" or "cheque"'],
    ['collectionProcessed as 1', { collectionProcessed: 1 }, 'collectionProcessed must be true or false'],
    ['delivery_job as a list', { delivery_job: [] }, 'delivery_job must be an object'],
    [
      'a negative balance',
      { delivery_job: { account_balance: -1 } },
      'delivery_job.account_balance must be a number from 0 to 1000000',
    ],
    [
      'balance_paid as text',
      { delivery_job: { balance_paid: 'yes' } },
      'delivery_job.balance_paid must be true or false',
    ],
    [
      'balance_collected as 1',
      { delivery_job: { balance_collected: 1 } },
      'delivery_job.balance_collected must be true or false',
    ],
    [
      'a balance reason of 100',
      { delivery_job: { balance_reason: 100 } },
      'delivery_job.balance_reason must be a whole number from 0 to 99',
    ],
    [
      'an amount in tenths of a penny',
      { delivery_job: { balance_amount_taken: 1.005 } },
      'delivery_job.balance_amount_taken must be in whole pence (at most 2 decimal places)',
    ],
    [
      'an amount as text',
      { delivery_job: { balance_amount_taken: '5' } },
      'delivery_job.balance_amount_taken must be a number from 0 to 1000000',
    ],
    [
      'a failed reason in words',
      { delivery_job: { job_failed_reason: 'x' } },
      'delivery_job.job_failed_reason must be a whole number from 0 to 1000000',
    ],
    ['products as text', { products: 'all' }, 'products must be an array'],
    ['a product without id', { products: [{}] }, 'products[0].id is required'],
    [
      'an outcome_status of 10',
      { products: [{ id: 1, outcome_status: 10 }] },
      'products[0].outcome_status must be a whole number from 0 to 9',
    ],
    [
      'a quantity over 10000',
      { products: [{ id: 1, delivery_job: { delivered_quantity: 10_001 } }] },
      'products[0].delivery_job.delivered_quantity must be a whole number from 0 to 10000',
    ],
    [
      'a new quantity of -1',
      { products: [{ id: 1, delivery_job: { new_delivered_quantity: -1 } }] },
      'products[0].delivery_job.new_delivered_quantity must be a whole number from 0 to 10000',
    ],
    [
      'a delivery issue of 4',
      { products: [{ id: 1, delivery_job: { delivery_issue: 4 } }] },
      'products[0].delivery_job.delivery_issue must be a whole number from 0 to 3',
    ],
    [
      'a damage reason of 1.5',
      { products: [{ id: 1, delivery_job: { damage_reason: 1.5 } }] },
      'products[0].delivery_job.damage_reason must be a whole number from 0 to 1000000',
    ],
    [
      'a product note without text',
      { products: [{ id: 1, notes: [{ ...note, note: '' }] }] },
      'products[0].notes[0].note is required',
    ],
    [
      'a photo of no status',
      { job_activity_gallery: [{ ...photo, status: 'sideways' }] },
      'job_activity_gallery[0].status must be "up" or "down"',
    ],
    [
      'a photo as data',
      { job_activity_gallery: [{ ...photo, uri: 'data:image/png;base64,AAAA' }] },
      `job_activity_gallery[0].uri ${LINK}`,
    ],
    [
      'a photo without type',
      { job_activity_gallery: [{ ...photo, type: undefined }] },
      'job_activity_gallery[0].type is required',
    ],
    [
      'a photo heading as a number',
      { job_activity_gallery: [{ ...photo, heading: 4 }] },
      'job_activity_gallery[0].heading must be text',
    ],
    [
      'a photo hash too short',
      { job_activity_gallery: [{ ...photo, sha256: 'ab' }] },
      'job_activity_gallery[0].sha256 must be a SHA-256 as 64 lower-case hex digits',
    ],
    [
      'annotated as text',
      { job_activity_gallery: [{ ...photo, annotated: 'yes' }] },
      'job_activity_gallery[0].annotated must be true or false',
    ],
    [
      '1001 photos',
      { job_activity_gallery: Array.from({ length: 1001 }, () => photo) },
      'job_activity_gallery must have at most 1000 items',
    ],
  ])('refuses %s, naming the field', (_name, change, message) => {
    const body = change === null ? [] : change;
    const result = change === null ? checkWire(jobUpdateSchema, body, 'The job update') : check(change);
    expect(result.ok ? 'accepted' : result.message).toBe(message);
  });

  it('reads a suspend reason sent as digits as the number', () => {
    expect(check({ job_suspend_reason: ' 3 ' })).toMatchObject({
      ok: true,
      value: { job_suspend_reason: 3 },
    });
  });

  it('answers only the new notes, and only the uploaded photos without their other fields', () => {
    const result = check({
      customer: [{ notes: [note, { ...note, id: 'old', new: false }, { ...note, id: null }] }],
      job_activity_gallery: [
        { ...photo, heading: null, extra: 'dropped' },
        { id: 'p2', status: 'up', data: 'not checked while the photo waits' },
      ],
    });
    expect(result.ok && result.value.customer?.[0]?.notes).toEqual([note, { ...note, id: '' }]);
    expect(result.ok && result.value.job_activity_gallery).toEqual([photo]);
  });

  it('keeps a field it does not name, and every absent one absent', () => {
    expect(problem({ retailer: 'OAK' })).toBe('accepted');
    const result = check({ retailer: 'OAK' });
    expect(result.ok && Object.keys(result.value).sort()).toEqual([
      'id',
      'job_activity_gallery',
      'products',
      'retailer',
    ]);
  });
});
