/**
 * The record's conflict events: each change the sync refused (409 JOB_CHANGED), what it had recorded (read
 * from its kept payload) and what became of it in words, decided by the written conflict policy
 * (domain/sync/conflict-policy.ts).
 */
import { parseReasonCode } from '../gateway/job-update-payload';
import { JobOutcomeStatus, NoteType, jobOutcomeLabels, suspendReasonLabels } from '../job/enums';
import type { SuspendReason } from '../job/enums';
import type { ReasonCode } from '../reasons/reason-code';
import { changeName, decideConflict } from '../sync/conflict-policy';
import type { OtherChange } from '../sync/conflict-policy';
import { formatDateTimeEnGb, formatTimestamp } from '../time/dates';
import type { EvidenceEvent } from './evidence-record';
import { fieldOf, payloadTime, reasonLabels } from './evidence-inputs';
import type { EvidenceConflictInput, EvidenceUpdateInput } from './evidence-inputs';

/*
 * What a change refused by the conflict rule had recorded, read from its kept
 * payload, so the record shows the driver's side of a conflict: the outcome it
 * set, the reason (a failure's reason path, a suspension's reason) and the note
 * (a suspension's new job note).
 */

/** The refused change's outcome in words ('' when it set none), its reason path and its note. */
export interface RefusedChange {
  outcome: string;
  reasonPath: string[];
  note: string;
}

/** The latest job note the payload's first customer carries ('' when none). */
function jobNoteOf(payload: unknown): string {
  const customers = fieldOf(payload, 'customer');
  const first: unknown = Array.isArray(customers) ? customers[0] : undefined;
  const notes: unknown = fieldOf(first, 'notes');
  if (!Array.isArray(notes)) return '';
  const note: unknown = (notes as unknown[]).filter((n) => fieldOf(n, 'type') === NoteType.JobNote).at(-1);
  const text = fieldOf(note, 'note');
  return typeof text === 'string' ? text : '';
}

/** What the payload recorded. */
export function refusedChange(payload: unknown, reasonCodes: readonly ReasonCode[]): RefusedChange {
  const status = fieldOf(payload, 'job_outcome_status');
  const known = typeof status === 'number' && Object.prototype.hasOwnProperty.call(jobOutcomeLabels, status);
  const outcome = known ? jobOutcomeLabels[status as JobOutcomeStatus] : '';
  if (status === JobOutcomeStatus.Failed) {
    const reason = parseReasonCode(fieldOf(fieldOf(payload, 'delivery_job'), 'job_failed_reason'));
    return { outcome, reasonPath: reasonLabels(reasonCodes, 'job_failure_reasons', reason), note: '' };
  }
  if (status === JobOutcomeStatus.Suspended) {
    const reason = parseReasonCode(fieldOf(payload, 'job_suspend_reason')) as SuspendReason;
    const label = suspendReasonLabels[reason] as string | undefined;
    return { outcome, reasonPath: label === undefined ? [] : [label], note: jobNoteOf(payload) };
  }
  return { outcome, reasonPath: [], note: '' };
}

function outcomeOfPayload(payload: unknown): JobOutcomeStatus | null {
  const value = fieldOf(payload, 'job_outcome_status');
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(jobOutcomeLabels, value)
    ? (value as JobOutcomeStatus)
    : null;
}

/** The accepted changes by others between the refused change's base revision and its refusal. */
function othersSince(
  conflict: EvidenceConflictInput,
  updates: readonly EvidenceUpdateInput[],
): OtherChange[] {
  const mine = conflict.by.username.toLowerCase();
  return updates.flatMap((u) =>
    u.revision !== null &&
    u.revision > conflict.baseRevision &&
    u.revision <= conflict.revision &&
    u.by.username.toLowerCase() !== mine
      ? [
          {
            by: u.by.role,
            username: u.by.username,
            at: u.receivedAt ?? '',
            revision: u.revision,
            outcome: u.outcome,
          },
        ]
      : [],
  );
}

/** What the sync did with a refused change, in words, for someone reading the record. */
export function conflictResolution(
  conflict: EvidenceConflictInput,
  updates: readonly EvidenceUpdateInput[],
): string {
  const outcome = outcomeOfPayload(conflict.payload);
  const theirs = othersSince(conflict, updates);
  const decision = decideConflict({ by: conflict.by.role, outcome }, theirs);
  const change = `${conflict.by.name}'s ${changeName(outcome)}`;
  const latest = theirs.filter((c) => c.outcome !== null).at(-1);
  if (decision.action === 'resend' || latest?.outcome == null) {
    return `The job had changed since ${change} was made; it was kept as a record and sent again on the new revision.`;
  }
  const who = latest.by === 'admin' ? `An admin (${latest.username})` : latest.username;
  const what = `${who} marked this job "${jobOutcomeLabels[latest.outcome]}" at ${formatDateTimeEnGb(latest.at)}.`;
  return decision.action === 'keepTheirs'
    ? `${what} ${change} was kept as a record and not applied.`
    : `${what} ${change} was kept as a record and not applied; the driver was asked to send it on top or discard it.`;
}

/** A refused change as the record shows it. */
export function conflictEvent(
  conflict: EvidenceConflictInput,
  updates: readonly EvidenceUpdateInput[],
  reasonCodes: readonly ReasonCode[] = [],
): EvidenceEvent {
  return {
    kind: 'conflict',
    at: payloadTime(conflict.payload) ?? formatTimestamp(conflict.receivedAt),
    receivedAt: conflict.receivedAt,
    by: conflict.by,
    resolution: conflictResolution(conflict, updates),
    ...refusedChange(conflict.payload, reasonCodes),
  };
}
