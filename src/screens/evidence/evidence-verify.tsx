/**
 * "Verify a printed record": the admin types or pastes the digest printed at
 * the foot of a copy; the record is fetched afresh from the gateway and the
 * page says whether the digest is the record's now, an earlier version's the
 * gateway served (and when), or neither.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { typedDigest, verifyDigest } from '@domain/evidence/evidence-digest';
import type { DigestVerdict } from '@domain/evidence/evidence-digest';
import { digestMatchesEarlier, evidenceMessages } from '@domain/evidence/evidence-messages';
import { formatReceivedAt } from '@domain/evidence/evidence-times';
import type { EvidenceSource } from './evidence-source';

/** What the page says of a verdict. */
export function verdictText(verdict: DigestVerdict): string {
  if (verdict.of === 'current') return evidenceMessages.digestMatches;
  if (verdict.of === 'earlier') return digestMatchesEarlier(formatReceivedAt(verdict.firstServedAt));
  return evidenceMessages.digestDiffers;
}

/** The verify field and its answer. */
export function EvidenceVerify({ source }: { source: EvidenceSource }) {
  const inputId = useId();
  const [digest, setDigest] = useState('');
  const [answer, setAnswer] = useState<{ text: string; matches: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (typedDigest(digest) === '') return setAnswer({ text: evidenceMessages.noDigest, matches: false });
    setBusy(true);
    const fresh = await source.evidence().catch(() => null);
    setBusy(false);
    if (fresh === null || !fresh.ok)
      return setAnswer({ text: fresh?.message ?? evidenceMessages.unreadable, matches: false });
    const verdict = await verifyDigest(fresh.value, digest);
    setAnswer({ text: verdictText(verdict), matches: verdict.of !== 'none' });
  };

  return (
    <form className="record-verify screen-only" onSubmit={(event) => void verify(event)}>
      <label htmlFor={inputId}>Verify a printed record</label>
      <div className="record-verify__row">
        <input
          id={inputId}
          className="record-verify__input"
          value={digest}
          onChange={(event) => setDigest(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          placeholder="The digest at the foot of the printed record"
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Verify
        </button>
      </div>
      <p role="status" className={answer?.matches ? 'record-verify__ok' : 'record-verify__bad'}>
        {answer?.text ?? ''}
      </p>
    </form>
  );
}
