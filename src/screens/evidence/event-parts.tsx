/** The pieces the record's events are drawn from: who did it, a reason path, a position. */
import type { EvidenceActor } from '@domain/evidence/evidence-record';
import { formatCapturedAt } from '@domain/evidence/evidence-times';

/** "Driver Dan Driver (demo.driver)" / "Admin …". */
export function ActorLine({ by }: { by: EvidenceActor }) {
  return (
    <p className="record-line">
      <strong>By:</strong> {actorText(by)}
    </p>
  );
}

function actorText(by: EvidenceActor): string {
  return `${by.role === 'admin' ? 'Admin' : 'Driver'} ${by.name} (${by.username})`;
}

/** A visit time (arrived, left) in en-GB and who set it; nothing when the job holds none. */
export function VisitTimeLine({
  label,
  at,
  by,
}: {
  label: string;
  at: string | null;
  by: EvidenceActor | null;
}) {
  if (at === null) return null;
  return (
    <p className="record-line">
      <strong>{label}:</strong> {formatCapturedAt(at)}
      {by !== null && ` (set by ${actorText(by)})`}
    </p>
  );
}

/** A reason path from the top reason down; nothing when empty. */
export function ReasonPath({ path }: { path: string[] }) {
  if (path.length === 0) return null;
  return (
    <p className="record-line">
      <strong>Reason:</strong> {path.join(' › ')}
    </p>
  );
}

/** A position and its distance from the customer, when known. */
export function PositionLine(props: {
  label: string;
  latitude: number;
  longitude: number;
  metres: number | null;
}) {
  const distance = props.metres === null ? '' : `, ${Math.round(props.metres)} m from the customer`;
  return (
    <p className="record-line">
      <strong>{props.label}:</strong> {props.latitude.toFixed(5)}, {props.longitude.toFixed(5)}
      {distance}
    </p>
  );
}

/** A note or comment; nothing when empty. */
export function NoteLine({ label, text }: { label: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <p className="record-line">
      <strong>{label}:</strong> {text}
    </p>
  );
}
