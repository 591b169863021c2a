/**
 * The evidence record's schema is the one both sides of the wire hold to: what the assembler makes passes it
 * unchanged, and a record with one field of the wrong shape is refused as a whole.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import { EvidenceRecordSchema, EvidenceSearchPageSchema } from '@domain/evidence/evidence-record';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { admin, completedInputs } from './evidence-fixture';

const conflict = {
  by: admin,
  payload: { job_outcome_status: 3, timestamp: '2026-11-20T10:00:00' },
  receivedAt: '2026-11-20T10:00:05.000Z',
  baseRevision: 1,
  revision: 2,
};

/** The fixture's completed delivery with a conflict, so most kinds of event are in it. */
function assembled(): EvidenceRecord {
  return { ...assembleEvidence(completedInputs({ conflicts: [conflict] })), digest: 'ab'.repeat(32) };
}

/** A copy of the record with one change made to its JSON. */
function changed(edit: (json: Record<string, unknown>) => void): unknown {
  const json = JSON.parse(JSON.stringify(assembled())) as Record<string, unknown>;
  edit(json);
  return json;
}

function events(json: Record<string, unknown>): Record<string, unknown>[] {
  return json.events as Record<string, unknown>[];
}

describe('the evidence record schema', () => {
  it('takes the assembled record as it is, every field kept', () => {
    const evidence = assembled();
    expect(evidence.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['arrival', 'outcome', 'report', 'proof', 'conflict']),
    );
    expect(v.parse(EvidenceRecordSchema, evidence)).toEqual(evidence);
  });

  it('takes the earlier versions the gateway adds, and a record without them', () => {
    const versions = [{ digest: 'cd'.repeat(32), firstServedAt: '2026-11-20T10:00:00.000Z' }];
    expect(v.is(EvidenceRecordSchema, { ...assembled(), earlierVersions: versions })).toBe(true);
    expect(
      v.is(
        EvidenceRecordSchema,
        changed((json) => delete json.earlierVersions),
      ),
    ).toBe(true);
  });

  it.each<[string, (json: Record<string, unknown>) => void]>([
    [
      'an event of an unknown kind',
      (json) => events(json).push({ kind: 'party', at: 'x', receivedAt: null }),
    ],
    ['an event without its time', (json) => delete events(json)[0]?.at],
    [
      'an actor of another role',
      (json) => ((events(json).find((e) => e.kind === 'outcome') ?? {}).by = { ...admin, role: 'office' }),
    ],
    ['a job whose items are not a list', (json) => ((json.job as Record<string, unknown>).items = 'none')],
    ['a source that is neither side', (json) => (json.source = 'printer')],
    ['no digest', (json) => delete json.digest],
    ['earlier versions that are not versions', (json) => (json.earlierVersions = [{ digest: 1 }])],
    [
      'a photo without its integrity',
      (json) => {
        const proof = events(json).find((e) => e.kind === 'proof') as { photos: Record<string, unknown>[] };
        delete proof.photos[0]?.integrity;
      },
    ],
  ])('refuses %s', (_name, edit) => {
    expect(v.is(EvidenceRecordSchema, changed(edit))).toBe(false);
  });
});

describe('the search page schema', () => {
  const hit = {
    id: 'j1',
    jobNumber: '1',
    jobDate: '2026-11-20',
    orderNumber: 'ORD1',
    customerName: 'A Customer',
    postcode: 'AB1 2CD',
    outcome: 'Completed',
  };

  it('takes a page of hits and refuses one whose total is not a number', () => {
    expect(v.is(EvidenceSearchPageSchema, { hits: [hit], page: 1, pageSize: 20, total: 1 })).toBe(true);
    expect(v.is(EvidenceSearchPageSchema, { hits: [hit], page: 1, pageSize: 20, total: '1' })).toBe(false);
  });
});
