import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import {
  canonicalJson,
  digestMatches,
  evidenceDigest,
  typedDigest,
  verifyDigest,
  withDigest,
} from '@domain/evidence/evidence-digest';
import { completedInputs } from './evidence-fixture';

/** The record with its keys in reverse order at every level (a reviver runs on the innermost values first). */
function reversedKeys(evidence: EvidenceRecord): EvidenceRecord {
  return JSON.parse(JSON.stringify(evidence), (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).reverse())
      : value,
  ) as EvidenceRecord;
}

describe('evidenceDigest', () => {
  const evidence = assembleEvidence(completedInputs());

  it('is the SHA-256 of the canonical JSON without the digest field', async () => {
    const { digest: _d, ...content } = evidence;
    const expected = createHash('sha256').update(canonicalJson(content)).digest('hex');
    expect(await evidenceDigest(evidence)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('canonical JSON sorts keys recursively and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x y' } })).toBe(
      '{"a":{"c":"x y","d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('is stable under key order and ignores the digest field itself', async () => {
    const shuffled = reversedKeys(evidence);
    expect(Object.keys(shuffled)).toEqual(Object.keys(evidence).reverse());
    expect(await evidenceDigest(shuffled)).toBe(await evidenceDigest(evidence));
    expect(await evidenceDigest({ ...evidence, digest: 'f'.repeat(64) })).toBe(
      await evidenceDigest(evidence),
    );
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
      expect(await evidenceDigest(change(evidence))).not.toBe(await evidenceDigest(evidence));
    });
  }

  it('withDigest fills it and digestMatches checks a typed one (case and spaces aside)', async () => {
    const signed = await withDigest(evidence);
    expect(await digestMatches(signed, signed.digest.toUpperCase().replace(/(.{8})/g, '$1 '))).toBe(true);
    expect(await digestMatches(signed, '0'.repeat(64))).toBe(false);
  });

  it('leaves the list of earlier versions out, as it leaves the digest out', async () => {
    const earlier = [{ digest: 'a'.repeat(64), firstServedAt: '2026-11-20T09:00:00.000Z' }];
    expect(await evidenceDigest({ ...evidence, earlierVersions: earlier })).toBe(
      await evidenceDigest(evidence),
    );
  });
});

describe('verifyDigest', () => {
  const evidence = assembleEvidence(completedInputs());
  const earlier = { digest: 'b'.repeat(64), firstServedAt: '2026-11-20T09:00:00.000Z' };

  it('reads a digest from paper: case, spaces, colons and dashes aside', () => {
    expect(typedDigest(' AB:cd-EF 01 ')).toBe('abcdef01');
  });

  const cases: [string, (digest: string) => string, string][] = [
    ['the current digest', (digest) => digest, 'current'],
    [
      'the current digest as printed in groups',
      (digest) => digest.toUpperCase().replace(/(.{4})/g, '$1 '),
      'current',
    ],
    ["an earlier version's digest", () => earlier.digest, 'earlier'],
    ['a digest of neither', () => 'c'.repeat(64), 'none'],
    ['nothing but separators', () => ' - : ', 'none'],
  ];
  for (const [name, typed, verdict] of cases) {
    it(`says ${verdict} for ${name}`, async () => {
      const signed = { ...(await withDigest(evidence)), earlierVersions: [earlier] };
      expect((await verifyDigest(signed, typed(signed.digest))).of).toBe(verdict);
    });
  }

  it('does not take a digest field the content does not hash to as current', async () => {
    const tampered = {
      ...(await withDigest(evidence)),
      job: { ...evidence.job, customerName: 'Someone Else' },
    };
    expect((await verifyDigest(tampered, tampered.digest)).of).toBe('none');
  });

  it('says when an earlier version was first served', async () => {
    const signed = { ...(await withDigest(evidence)), earlierVersions: [earlier] };
    expect(await verifyDigest(signed, earlier.digest)).toEqual({
      of: 'earlier',
      firstServedAt: earlier.firstServedAt,
    });
  });
});
