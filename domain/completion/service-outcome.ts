/**
 * How a service call ends (a job of type 1 under the Service reading): the
 * driver chooses a task outcome (Job Complete, Parts Required, Review Case,
 * Collect for Repair) or No fix Required, which is a job outcome of its own.
 *
 *   task outcome ─▶ Job Complete (job_outcome_status 1) with task_outcome_status
 *                   Parts Required ─▶ also a Part Required Note (type 3, new) naming the part
 *   No fix Required ─▶ job_outcome_status 2, no task outcome
 *
 * Pure; applied to the finalised job by the signature pass (completion-flow.ts).
 */
import { TEXT_MAX_CHARS } from '../app/constants';
import { limitText } from '../app/text-limit';
import {
  JobOutcomeStatus,
  NoteType,
  TaskOutcomeStatus,
  jobOutcomeLabels,
  taskOutcomeLabels,
} from '../job/enums';
import type { Job, Note } from '../job/job';
import { isServiceCall } from '../job/job-type-reading';
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';

/** The choice that says No fix Required (the task outcomes are their numbers). */
export const NO_FIX_REQUIRED = 'no-fix';

/** One answer to "Outcome of the call". */
export type ServiceOutcomeChoice = TaskOutcomeStatus | typeof NO_FIX_REQUIRED;

/** What the driver answered: the choice and, for Parts Required, which part. */
export interface ServiceOutcome {
  choice: ServiceOutcomeChoice;
  part: string;
}

/** The choices in the order the screen offers them, with their labels. */
export const serviceOutcomeChoices: readonly { value: ServiceOutcomeChoice; label: string }[] = [
  ...Object.values(TaskOutcomeStatus).map((task) => ({ value: task, label: taskOutcomeLabels[task] })),
  { value: NO_FIX_REQUIRED, label: jobOutcomeLabels[JobOutcomeStatus.NoFixRequired] },
];

/** True for a choice the screen offers. */
export function isServiceOutcomeChoice(value: unknown): value is ServiceOutcomeChoice {
  return serviceOutcomeChoices.some((choice) => choice.value === value);
}

/** Doorstep's own texts (the product rules name the outcomes but not the question). */
export const serviceOutcomeMessages = {
  question: 'Outcome of the call',
  part: 'Part required',
  chooseOutcome: 'You must choose the outcome of the call.',
  namePart: 'You must say which part is required.',
} as const;

/** The message that stops a service call's completion, or null when the answer is complete. */
export function serviceOutcomeMessage(outcome: ServiceOutcome | null | undefined): string | null {
  if (outcome === null || outcome === undefined || !isServiceOutcomeChoice(outcome.choice)) {
    return serviceOutcomeMessages.chooseOutcome;
  }
  if (outcome.choice === TaskOutcomeStatus.PartsRequired && outcome.part.trim() === '') {
    return serviceOutcomeMessages.namePart;
  }
  return null;
}

/** A new Part Required Note (id '' until the gateway gives it one), dated now, cut to 150 characters. */
export function newPartRequiredNote(part: string, now: DateInput): Note {
  return {
    id: '',
    type: NoteType.PartRequiredNote,
    note: limitText(part.trim(), TEXT_MAX_CHARS),
    date: formatTimestamp(now),
    new: true,
  };
}

/**
 * The finalised service call with its outcome: No fix Required as the job
 * outcome, or the task outcome (Parts Required adding the part's note on the
 * first customer). A job that is not a service call, or no outcome, is returned as it is.
 */
export function applyServiceOutcome(
  job: Job,
  outcome: ServiceOutcome | null | undefined,
  now: DateInput,
): Job {
  if (!isServiceCall(job) || outcome === null || outcome === undefined) return job;
  if (outcome.choice === NO_FIX_REQUIRED) {
    return { ...job, job_outcome_status: JobOutcomeStatus.NoFixRequired, task_outcome_status: null };
  }
  if (outcome.choice !== TaskOutcomeStatus.PartsRequired)
    return { ...job, task_outcome_status: outcome.choice };
  const [first, ...others] = job.customer;
  return {
    ...job,
    task_outcome_status: outcome.choice,
    customer: first
      ? [{ ...first, notes: [...first.notes, newPartRequiredNote(outcome.part, now)] }, ...others]
      : [],
  };
}
