/**
 * The record's risk assessment and conflict events: each question as answered
 * with its follow-up comment and photos; and each change the sync refused
 * (409 JOB_CHANGED), with what became of it in words, decided by the written
 * conflict policy (domain/sync/conflict-policy.ts).
 */
import { jobOutcomeLabels } from '../job/enums';
import type { JobOutcomeStatus } from '../job/enums';
import { riskQuestions } from '../risk-assessment/risk-assessment-form';
import { changeName, decideConflict } from '../sync/conflict-policy';
import type { OtherChange } from '../sync/conflict-policy';
import { formatDateTimeEnGb, formatTimestamp } from '../time/dates';
import type { RecordEvent, RecordImage } from './evidence-record';
import type { ImageClaim } from './record-images';
import type { RecordConflictInput, RecordRiskInput, RecordUpdateInput } from './evidence-inputs';
import { fieldOf, payloadTime } from './record-evidence';
import { refusedChange } from './record-refused-change';
import type { ReasonCode } from '../reasons/reason-code';

/** The risk assessment as the record shows it. */
export function riskAssessmentEvent(
  risk: RecordRiskInput,
  image: (claim: ImageClaim) => RecordImage,
): RecordEvent {
  const answers = risk.payload.questions.map((q, index) => {
    const question = riskQuestions.find((known) => known.id === q.questionId);
    const number = /^q(\d+)$/.exec(q.questionId)?.[1] ?? String(index + 1);
    return {
      question: question?.text ?? q.questionId,
      answer: q.isTrue === null ? null : q.isTrue ? ('Yes' as const) : ('No' as const),
      comment: q.details,
      photos: (q.imageUrls ?? []).map((link) =>
        image({ link, label: `Risk assessment: question ${number}`, receivedAt: risk.receivedAt }),
      ),
    };
  });
  return {
    kind: 'riskAssessment',
    at: risk.payload.timestamp,
    receivedAt: risk.receivedAt,
    by: risk.by,
    answers,
  };
}

function outcomeOfPayload(payload: unknown): JobOutcomeStatus | null {
  const value = fieldOf(payload, 'job_outcome_status');
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(jobOutcomeLabels, value)
    ? (value as JobOutcomeStatus)
    : null;
}

/** The accepted changes by others between the refused change's base revision and its refusal. */
function othersSince(conflict: RecordConflictInput, updates: readonly RecordUpdateInput[]): OtherChange[] {
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
  conflict: RecordConflictInput,
  updates: readonly RecordUpdateInput[],
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
  conflict: RecordConflictInput,
  updates: readonly RecordUpdateInput[],
  reasonCodes: readonly ReasonCode[] = [],
): RecordEvent {
  return {
    kind: 'conflict',
    at: payloadTime(conflict.payload) ?? formatTimestamp(conflict.receivedAt),
    receivedAt: conflict.receivedAt,
    by: conflict.by,
    resolution: conflictResolution(conflict, updates),
    ...refusedChange(conflict.payload, reasonCodes),
  };
}
