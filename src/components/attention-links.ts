/** Links to jobs named for the driver: the sync bar's "needs attention" line and the job list's notices. */
import type { AttentionItem } from '../engine';
import type { Job } from '@domain/job/job';

/** A link to a job with changes that need attention. */
export interface AttentionLink {
  jobId: string;
  label: string;
}

/** 'Open job for Siobhan Murphy', or 'Open job DS-1' when the job is not on the phone's list. */
export function openJobLabel(jobId: string, job: Job | null | undefined): string {
  const name = job?.customer[0]?.name?.trim();
  return name ? `Open job for ${name}` : `Open job ${jobId}`;
}

/** One link per job, in the order of the items; the label names the customer when the job is known. */
export function attentionLinks(
  items: readonly Pick<AttentionItem, 'jobId'>[],
  known: readonly (Job | null)[],
): AttentionLink[] {
  const jobIds = [...new Set(items.map((item) => item.jobId))];
  return jobIds.map((jobId) => ({
    jobId,
    label: openJobLabel(
      jobId,
      known.find((job) => job?.id === jobId),
    ),
  }));
}
