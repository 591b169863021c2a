/**
 * The task outcome a job card tags. Parts Required is not tagged in its own
 * words: the card's one "Part Required" flag says it (needsParts), so a card
 * never shows both "Parts Required" and "Part Required".
 */
import { TaskOutcomeStatus, taskOutcomeLabels } from '../job/enums';
import type { Job } from '../job/job';

/** The task outcome's label for the card, or null (none, unknown, or Parts Required: the flag says it). */
export function taskOutcomeTag(job: Pick<Job, 'task_outcome_status'>): string | null {
  const task = job.task_outcome_status;
  if (task === null || task === undefined || task === TaskOutcomeStatus.PartsRequired) return null;
  return taskOutcomeLabels[task] ?? null;
}
