import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { assembleRecord } from '../../../src/domain/record/assemble-record';
import type { EvidenceRecord } from '../../../src/domain/record/evidence-record';
import {
  canonicalJson,
  digestMatches,
  recordDigest,
  withDigest,
} from '../../../src/domain/record/record-digest';
import { completedInputs } from './record-fixture';

/** The record with its keys in reverse order at every level (a reviver runs on the innermost values first). */
function reversedKeys(record: EvidenceRecord): EvidenceRecord {
  return JSON.parse(JSON.stringify(record), (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).reverse())
      : value,
  ) as EvidenceRecord;
}

describe('recordDigest', () => {
  const record = assembleRecord(completedInputs());

  it('is the SHA-256 of the canonical JSON without the digest field', async () => {
    const { digest: _d, ...content } = record;
    const expected = createHash('sha256').update(canonicalJson(content)).digest('hex');
    expect(await recordDigest(record)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('canonical JSON sorts keys recursively and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x y' } })).toBe(
      '{"a":{"c":"x y","d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('is stable under key order and ignores the digest field itself', async () => {
    const shuffled = reversedKeys(record);
    expect(Object.keys(shuffled)).toEqual(Object.keys(record).reverse());
    expect(await recordDigest(shuffled)).toBe(await recordDigest(record));
    expect(await recordDigest({ ...record, digest: 'f'.repeat(64) })).toBe(await recordDigest(record));
  });

  const changes: [string, (r: EvidenceRecord) => EvidenceRecord][] = [
    ['the customer name', (r) => ({ ...r, job: { ...r.job, customerName: 'Ada King' } })],
    [
      'an item quantity',
      (r) => ({ ...r, job: { ...r.job, items: r.job.items.map((i) => ({ ...i, delivered: 0 })) } }),
    ],
    [
      'an event time',
      (r) => ({ ...r, events: r.events.map((e, i) => (i === 0 ? { ...e, at: '2026-11-18T08:21:00' } : e)) }),
    ],
    ['the event order', (r) => ({ ...r, events: [...r.events].reverse() })],
    ['the source', (r) => ({ ...r, source: 'phone' })],
  ];
  for (const [name, change] of changes) {
    it(`changes when ${name} changes`, async () => {
      expect(await recordDigest(change(record))).not.toBe(await recordDigest(record));
    });
  }

  it('withDigest fills it and digestMatches checks a typed one (case and spaces aside)', async () => {
    const signed = await withDigest(record);
    expect(await digestMatches(signed, signed.digest.toUpperCase().replace(/(.{8})/g, '$1 '))).toBe(true);
    expect(await digestMatches(signed, '0'.repeat(64))).toBe(false);
  });
});
