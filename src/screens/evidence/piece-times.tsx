/** When a piece of evidence was captured on the phone and when it reached the gateway, side by side. */
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { formatCapturedAt, formatReceivedAt } from '@domain/evidence/evidence-times';

interface PieceTimesProps {
  at: string | null;
  receivedAt: string | null;
  /** The phone's own view does not know when the office received a piece. */
  origin: EvidenceRecord['source'];
}

function receivedText({ receivedAt, origin }: PieceTimesProps): string {
  if (receivedAt !== null) return formatReceivedAt(receivedAt);
  return origin === 'phone' ? "Shown on the office's copy" : 'Not at the office yet';
}

/** Captured-at and received-at of one piece; a late sync is visible as the gap between them. */
export function PieceTimes(props: PieceTimesProps) {
  const { at } = props;
  return (
    <dl className="record-times">
      <div>
        <dt>Captured</dt>
        <dd>{at === null ? 'Not known' : formatCapturedAt(at)}</dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>{receivedText(props)}</dd>
      </div>
    </dl>
  );
}
