/** A record image's SHA-256 (shortened, the full value one tap away and in print) and its integrity mark. */
import type { IntegrityState, EvidenceImage } from '@domain/evidence/evidence-record';
import { evidenceMessages } from '@domain/evidence/evidence-messages';

const integrityWords: Record<IntegrityState, string> = {
  match: 'Matches what the phone took',
  mismatch: evidenceMessages.mismatch,
  unchecked: 'No SHA-256 was taken on the phone',
  missing: 'Not received by the office yet',
};

/** The image's fingerprint and whether the stored bytes still match it. */
export function ImageIntegrity({ image }: { image: EvidenceImage }) {
  const sha = image.capturedSha256 ?? image.storedSha256;
  return (
    <div className="record-integrity">
      <p className={`record-integrity__mark record-integrity__mark--${image.integrity}`}>
        <span aria-hidden="true">
          {image.integrity === 'match' ? '✓ ' : image.integrity === 'mismatch' ? '✗ ' : ''}
        </span>
        {integrityWords[image.integrity]}
      </p>
      {sha !== null && (
        <>
          <details className="record-hash screen-only">
            <summary>
              SHA-256 <code>{sha.slice(0, 12)}…</code>
            </summary>
            <code className="record-hash__full">{sha}</code>
          </details>
          <p className="record-hash print-only">
            SHA-256 <code className="record-hash__full">{sha}</code>
          </p>
        </>
      )}
      {image.integrity === 'mismatch' && image.storedSha256 !== null && (
        <p className="record-hash">
          Stored bytes: <code className="record-hash__full">{image.storedSha256}</code>
        </p>
      )}
    </div>
  );
}
