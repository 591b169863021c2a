/**
 * The record's outcome, report and proof events: what was decided (complete,
 * failed with its reason path and front-door photo, suspended with its reason
 * and note), by whom and when; the delivery or collection report's issues
 * (record-report.ts); and the customer's printed name, the signature and the delivered photos.
 */
import { COLLECTION_PASS_HEADING, PASS_PHOTO_TYPE } from '../completion/pass-photos';
import {
  JobOutcomeStatus,
  NoteType,
  TaskOutcomeStatus,
  jobOutcomeLabels,
  suspendReasonLabels,
  taskOutcomeLabels,
} from '../job/enums';
import type { Job } from '../job/job';
import { formatTimestamp } from '../time/dates';
import type { RecordActor, RecordEvent } from './evidence-record';
import type { RecordInputs, RecordUpdateInput } from './evidence-inputs';
import { payloadTime, reasonLabels, receivedWith } from './record-evidence';
import { photosOf } from './record-photos';
import type { OutcomeContext } from './record-photos';
import { positionNear } from './record-positions';
import { reportIssues } from './record-report';

/** The update that decided the job's current outcome (the latest setting it), else the latest update, else null. */
function decidingUpdate(job: Job, updates: readonly RecordUpdateInput[]): RecordUpdateInput | null {
  return updates.filter((u) => u.outcome === job.job_outcome_status).at(-1) ?? updates.at(-1) ?? null;
}

/** The suspension's note: the first customer's latest job note ('' when none). */
function suspensionNote(job: Job): { note: string; at: string | null } {
  const note = (job.customer[0]?.notes ?? []).filter((n) => n.type === NoteType.JobNote).at(-1);
  return { note: note?.note ?? '', at: note?.date ?? null };
}

/** A service call's task outcome in words and, with Parts Required, the part (the latest Part Required Note). */
function taskOutcomeOf(job: Job): { taskOutcome?: string; part?: string } {
  const task = job.task_outcome_status;
  if (task === null || task === undefined || taskOutcomeLabels[task] === undefined) return {};
  if (task !== TaskOutcomeStatus.PartsRequired) return { taskOutcome: taskOutcomeLabels[task] };
  const part = (job.customer[0]?.notes ?? []).filter((n) => n.type === NoteType.PartRequiredNote).at(-1);
  return { taskOutcome: taskOutcomeLabels[task], part: part?.note ?? '' };
}

/** Who decided, when, and when it reached the gateway: shared by the outcome, report and proof events. */
export interface Decision {
  at: string;
  receivedAt: string | null;
  by: RecordActor;
}

/** The deciding update's time, author and arrival (also the balance event's). */
export function decisionOf(inputs: RecordInputs): Decision {
  const { job, updates, placement } = inputs;
  const update = decidingUpdate(job, updates);
  const suspended = job.job_outcome_status === JobOutcomeStatus.Suspended;
  const at =
    (suspended ? suspensionNote(job).at : null) ??
    job.job_outcome_time ??
    payloadTime(update?.payload) ??
    (update?.receivedAt ? formatTimestamp(update.receivedAt) : '');
  const by = update?.by ?? { role: 'driver', username: placement.driverId, name: placement.driverId };
  return { at, receivedAt: update?.receivedAt ?? null, by };
}

function outcomeEvent(context: OutcomeContext, decision: Decision): RecordEvent {
  const { job, reasonCodes, customerPosition } = context.inputs;
  const status = job.job_outcome_status;
  const failed = status === JobOutcomeStatus.Failed;
  const suspendReason = Number(job.job_suspend_reason) as keyof typeof suspendReasonLabels;
  return {
    kind: 'outcome',
    ...decision,
    outcome: jobOutcomeLabels[status] ?? String(status),
    ...(status === JobOutcomeStatus.JobComplete ? taskOutcomeOf(job) : {}),
    reasonPath: failed
      ? reasonLabels(reasonCodes, 'job_failure_reasons', job.delivery_job.job_failed_reason)
      : status === JobOutcomeStatus.Suspended && suspendReasonLabels[suspendReason] !== undefined
        ? [suspendReasonLabels[suspendReason]]
        : [],
    note: status === JobOutcomeStatus.Suspended ? suspensionNote(job).note : '',
    photos: failed
      ? photosOf(
          context,
          (p) => p.image.type === 'failed',
          () => 'Front door',
        )
      : [],
    position: positionNear(context.positions, decision.at || null, customerPosition),
  };
}

function proofEvent(context: OutcomeContext, decision: Decision): RecordEvent | null {
  const { job, updates } = context.inputs;
  const link = job.signature ?? null;
  const signature =
    link === null
      ? null
      : context.image({
          link,
          label: 'Signature',
          capturedSha256: job.signature_sha256 ?? null,
          receivedAt: receivedWith(updates, link),
        });
  const photos = photosOf(
    context,
    (p) => p.image.type === PASS_PHOTO_TYPE,
    (p) => (p.image.heading === COLLECTION_PASS_HEADING ? 'Delivered (collection pass)' : 'Delivered'),
  );
  const signedBy = job.signed_by?.trim() ?? '';
  if (signature === null && photos.length === 0 && signedBy === '') return null;
  const receivedAt = (link === null ? null : receivedWith(updates, link)) ?? decision.receivedAt;
  return { kind: 'proof', at: decision.at, receivedAt, signedBy, signature, photos };
}

/** The outcome, report and proof events of a job whose outcome is decided ([] while it is Not Started). */
export function outcomeEvents(context: OutcomeContext): RecordEvent[] {
  const decision = decisionOf(context.inputs);
  const decided = context.inputs.job.job_outcome_status !== JobOutcomeStatus.NotStarted;
  const issues = reportIssues(context);
  const proof = proofEvent(context, decision);
  return [
    ...(decided ? [outcomeEvent(context, decision)] : []),
    ...(issues.length > 0 ? [{ kind: 'report' as const, ...decision, issues }] : []),
    ...(proof ? [proof] : []),
  ];
}
