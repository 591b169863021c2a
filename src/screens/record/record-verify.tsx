/**
 * "Verify a printed record": the admin types or pastes the digest printed at
 * the foot of a copy; the record is fetched afresh from the gateway and its
 * digest compared, and the page says whether they match.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { digestMatches } from '../../domain/record/record-digest';
import { recordMessages } from '../../domain/record/record-messages';
import type { RecordSource } from './record-source';

/** The typed digest in lower case without the spaces, colons and dashes a copy from paper may carry. */
function typedDigest(text: string): string {
  return text.replace(/[\s:-]/g, '').toLowerCase();
}

/** The verify field and its answer. */
export function RecordVerify({ source }: { source: RecordSource }) {
  const inputId = useId();
  const [digest, setDigest] = useState('');
  const [answer, setAnswer] = useState<{ text: string; matches: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedDigest(digest);
    if (typed === '') return setAnswer({ text: recordMessages.noDigest, matches: false });
    setBusy(true);
    const fresh = await source.record().catch(() => null);
    setBusy(false);
    if (fresh === null || !fresh.ok)
      return setAnswer({ text: fresh?.message ?? recordMessages.unreadable, matches: false });
    // The fresh record's own digest, recomputed here, and the one the gateway sent must both be the typed one.
    const matches = fresh.value.digest === typed && (await digestMatches(fresh.value, typed));
    setAnswer({ text: matches ? recordMessages.digestMatches : recordMessages.digestDiffers, matches });
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
