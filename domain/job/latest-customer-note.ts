/** The latest note of a job's customer, shown on the list item and as the job's instructions (product rule 2.5). */
import type { Job, Note } from './job';

/** The customer's note with the latest date (the later one in the list on a tie), or null. */
export function latestCustomerNote(job: Pick<Job, 'customer'>): Note | null {
  const notes = job.customer[0]?.notes ?? [];
  let latest: Note | null = null;
  for (const note of notes) {
    if (latest === null || note.date >= latest.date) latest = note;
  }
  return latest;
}
