/**
 * What a change refused by the conflict rule had recorded, read from its kept
 * payload, so the record shows the driver's side of a conflict: the outcome it
 * set, the reason (a failure's reason path, a suspension's reason) and the note
 * (a suspension's new job note).
 */
import { JobOutcomeStatus, NoteType, jobOutcomeLabels, suspendReasonLabels } from '../job/enums';
import type { SuspendReason } from '../job/enums';
import type { ReasonCode } from '../reasons/reason-code';
import { parseReasonCode } from '../gateway/job-update-payload';
import { fieldOf, reasonLabels } from './record-evidence';

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
