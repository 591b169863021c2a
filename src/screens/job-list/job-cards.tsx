/**
 * A list of job cards, rendered progressively (use-progressive-count.ts): a
 * long van opens with its first cards at once and the rest right after, all
 * in the document in the end. Each card is memoised on its job, which keeps its
 * identity while it does not change (structurally shared snapshots).
 */
import type { Job } from '@domain/job/job';
import { JobCard } from './job-list-item';
import { useProgressiveCount } from './use-progressive-count';

interface JobCardsProps {
  jobs: readonly Job[];
  /** The list's accessible name, when it has no heading of its own. */
  label?: string;
}

/** The cards of `jobs`, in order. */
export function JobCards({ jobs, label }: JobCardsProps) {
  const count = useProgressiveCount(jobs.length);
  return (
    <ul className="job-cards" aria-label={label}>
      {jobs.slice(0, count).map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ul>
  );
}
