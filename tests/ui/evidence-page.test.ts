/**
 * The evidence record's pieces as rendered: an image whose stored bytes differ from what the phone took is
 * marked in plain words; captured-at and received-at stand side by side in en-GB London time; the phone's own
 * view does not claim a piece never reached the office.
 */
import './support/engine-worker-stand-in';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { EvidenceEvent, EvidenceImage } from '@domain/evidence/evidence-record';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { EvidenceEventView } from '@src/screens/evidence/evidence-event';
import type { EvidenceSource } from '@src/screens/evidence/evidence-source';
import { renderWithSnapshot, textOf } from './support/render-screen';

const sha = (digit: string) => digit.repeat(64);

function image(integrity: EvidenceImage['integrity']): EvidenceImage {
  return {
    ref: `ORIG/${integrity}.png`,
    label: 'Delivered',
    contentType: 'image/png',
    at: '2026-07-01T14:03:09',
    receivedAt: '2026-07-01T16:20:00Z',
    capturedSha256: sha('a'),
    storedSha256: integrity === 'mismatch' ? sha('b') : sha('a'),
    integrity,
    annotated: true,
  };
}

function proof(photo: EvidenceImage, receivedAt: string | null): EvidenceEvent {
  return {
    kind: 'proof',
    at: '2026-07-01T14:03:09',
    receivedAt,
    signedBy: 'Ann Customer',
    signature: null,
    photos: [photo],
  };
}

function rendered(event: EvidenceEvent, origin: EvidenceSource['origin']): string {
  const source: EvidenceSource = {
    origin,
    jobId: 'JOB-1',
    evidence: () => new Promise(() => undefined),
    image: () => new Promise(() => undefined),
  };
  return textOf(renderWithSnapshot(createElement(EvidenceEventView, { event, source })));
}

describe('the record marks a photo whose bytes do not match what the phone took', () => {
  it('says so in words, with both SHA-256 values', () => {
    const text = rendered(proof(image('mismatch'), '2026-07-01T16:20:00Z'), 'gateway');
    expect(text).toContain(evidenceMessages.mismatch);
    expect(text).toContain(sha('b'));
    expect(text).toContain(sha('a'));
  });

  it('a matching photo carries no such mark', () => {
    const text = rendered(proof(image('match'), '2026-07-01T16:20:00Z'), 'gateway');
    expect(text).not.toContain(evidenceMessages.mismatch);
    expect(text).toContain('Matches what the phone took');
    expect(text).toContain('(annotated as saved)');
  });
});

describe('late syncs are visible: captured-at beside received-at, en-GB, Europe/London', () => {
  it('shows both times of the event and of its photo (BST: 16:20Z is 17:20 in London)', () => {
    const text = rendered(proof(image('match'), '2026-07-01T16:20:00Z'), 'gateway');
    expect(text).toContain('Captured Wed, 01 Jul 2026, 14:03:09 Received Wed, 01 Jul 2026, 17:20:00');
    expect(text).toContain('Printed name: Ann Customer');
  });

  it('the office’s record says a piece is not there yet; the phone’s view does not pretend to know', () => {
    expect(rendered(proof(image('missing'), null), 'gateway')).toContain('Received Not at the office yet');
    const phone = rendered(proof({ ...image('unchecked'), receivedAt: null }, null), 'phone');
    expect(phone).not.toContain('Not at the office yet');
    expect(phone).toContain("Shown on the office's copy");
  });
});
