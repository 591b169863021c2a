/** Frozen requests: built once (at save without photos, else once the photos are up), sent byte for byte. */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { PhotoRef } from '@worker-shared/stored/outbox-entry';
import { callOf, frozenRequestOf } from '@worker-shared/sending/outbox-request';
import { makeJob } from '../../domain/support/job-fixture';
import { downPhoto, upPhoto } from '../../sw/support/stored-photo-fixture';

const SAVED = Date.UTC(2026, 10, 21, 14, 5, 0);
const job = makeJob({ id: 'ORD123-01' });
const payload = buildJobUpdatePayload(job, new Date(SAVED));

const ref: PhotoRef = { imageKey: 'ORD123-01', photoId: 'a' };
const noLog = () => undefined;

describe('newOutboxEntry', () => {
  it('freezes a change without photos at once: the payload as saved, its key, when it was saved, its base', () => {
    const entry = newOutboxEntry(
      { kind: 'jobUpdate', jobId: job.id, owner: 'demo.driver', payload, photos: [], baseRevision: 3 },
      SAVED,
    );
    expect(entry.state).toBe('pending');
    expect(entry.request).toEqual({
      method: 'POST',
      path: apiPaths.jobUpdate,
      body: JSON.stringify(payload),
      headers: {
        'Idempotency-Key': entry.idempotencyKey,
        'Doorstep-Saved-At': '2026-11-21T14:05:00.000Z',
        'If-Match': '"r3"',
      },
    });
  });

  it('sends no If-Match without a base revision, and leaves a change with photos unfrozen', () => {
    const plain = newOutboxEntry(
      { kind: 'adminJobUpdate', jobId: job.id, owner: 'a', payload, photos: [] },
      SAVED,
    );
    expect(plain.request?.path).toBe(apiPaths.adminJobUpdate);
    expect(Object.keys(plain.request?.headers ?? {})).toEqual(['Idempotency-Key', 'Doorstep-Saved-At']);
    const based = newOutboxEntry(
      { kind: 'jobUpdate', jobId: job.id, owner: 'a', payload, photos: [ref], baseRevision: null },
      SAVED,
    );
    expect(based.request).toBeUndefined();
  });
});

describe('frozenRequestOf and callOf', () => {
  const entry = newOutboxEntry(
    { kind: 'jobUpdate', jobId: job.id, owner: 'demo.driver', payload, photos: [ref], baseRevision: 1 },
    SAVED,
  );

  it('waits while a photo is up, then builds the body with its location', () => {
    expect(frozenRequestOf(entry, () => upPhoto('a'), noLog)).toEqual({
      kind: 'waiting',
      pending: [upPhoto('a')],
    });
    const built = frozenRequestOf(entry, () => downPhoto('a'), noLog);
    if (built.kind !== 'ready') throw new Error('not ready');
    expect(built.request.headers['If-Match']).toBe('"r1"');
    const body = JSON.parse(built.request.body) as typeof payload;
    expect(body.job_activity_gallery.at(-1)).toEqual({
      id: 'a',
      uri: 'http://gw/media/a',
      type: 'failed',
      status: 'down',
    });
  });

  it('answers a frozen entry’s own request and never rebuilds it', () => {
    const request = {
      method: 'POST' as const,
      path: apiPaths.jobUpdate,
      body: '{"frozen":true}',
      headers: {},
    };
    const lookups: PhotoRef[] = [];
    const frozen = frozenRequestOf({ ...entry, request }, (r) => (lookups.push(r), undefined), noLog);
    expect(frozen).toEqual({ kind: 'ready', request });
    expect(lookups).toEqual([]);
  });

  it('logs a photo missing from the store and sends without it', () => {
    const logs: string[] = [];
    const built = frozenRequestOf(
      entry,
      () => undefined,
      (line) => logs.push(line),
    );
    expect(built.kind === 'ready' && built.request.body).toBe(JSON.stringify(payload));
    expect(logs).toEqual(['Photo a of ORD123-01 is missing; sending without it']);
  });

  it('makes the call that sends the frozen text as it is', () => {
    const request = {
      method: 'POST' as const,
      path: apiPaths.draUpdate,
      body: '{ "spaced" : 1 }',
      headers: { 'Idempotency-Key': 'k' },
    };
    expect(callOf(request)).toEqual({
      method: 'POST',
      path: apiPaths.draUpdate,
      body: { kind: 'jsonText', text: '{ "spaced" : 1 }' },
      headers: { 'Idempotency-Key': 'k' },
    });
  });
});
