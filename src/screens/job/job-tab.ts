/**
 * The tab views of the job screen (product rule 2.8) and which of them a job shows: an admin has a fourth,
 * the customer messages (product rule 4.15).
 */
import type { Job } from '@domain/job/job';
import { historyTabShown } from '@domain/job/job-tabs';
import type { JobView } from '@domain/accounts/routes';

/** A view that is a tab of the job screen. */
export type JobTab = Extract<JobView, 'overview' | 'items' | 'history' | 'messages'>;

const tabLabels: Record<JobTab, string> = {
  overview: 'Overview',
  items: 'Items',
  history: 'History',
  messages: 'Messages',
};

/** The job's tabs in order: History only when visit_status is not 1, Messages only for an admin. */
export function jobTabs(job: Pick<Job, 'visit_status'>, admin: boolean): { view: JobTab; label: string }[] {
  const views: JobTab[] = ['overview', 'items'];
  if (historyTabShown(job)) views.push('history');
  if (admin) views.push('messages');
  return views.map((view) => ({ view, label: tabLabels[view] }));
}
