/** The three tab views of the job screen (product rule 2.8) and which of them a job shows. */
import type { Job } from '@domain/job/job';
import { historyTabShown } from '@domain/job/job-tabs';
import type { JobView } from '@domain/accounts/routes';

/** A view that is a tab of the job screen. */
export type JobTab = Extract<JobView, 'overview' | 'items' | 'history'>;

const tabLabels: Record<JobTab, string> = { overview: 'Overview', items: 'Items', history: 'History' };

/** The job's tabs in order: History only when visit_status is not 1. */
export function jobTabs(job: Pick<Job, 'visit_status'>): { view: JobTab; label: string }[] {
  const views: JobTab[] = ['overview', 'items'];
  if (historyTabShown(job)) views.push('history');
  return views.map((view) => ({ view, label: tabLabels[view] }));
}
