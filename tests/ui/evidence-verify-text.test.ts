/**
 * What the record page's verify field says of each verdict: the record now, an earlier version the gateway
 * served (with when, in en-GB London time), or neither.
 */
import './support/engine-worker-stand-in';
import { describe, expect, it } from 'vitest';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { verdictText } from '@src/screens/evidence/evidence-verify';

describe('the verify answer', () => {
  it('says a current digest matches the record held now', () => {
    expect(verdictText({ of: 'current' })).toBe(evidenceMessages.digestMatches);
  });

  it('says an earlier version matches, and when the gateway first served it, in London time', () => {
    expect(verdictText({ of: 'earlier', firstServedAt: '2026-07-01T15:20:00.000Z' })).toBe(
      'This digest matches the record as the gateway held it on Wed, 01 Jul 2026, 16:20:00; the record has changed since.',
    );
  });

  it('says neither otherwise', () => {
    expect(verdictText({ of: 'none' })).toBe(
      'This digest does not match the record held now, nor any earlier version of it.',
    );
  });
});
