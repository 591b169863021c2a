/** The three tab views of the job screen (spec §2) and which of them a job shows. */
import type { Job } from '../../domain/job';

/** A view that is a tab of the job screen. */
export type JobTab = 'overview' | 'items' | 'history';

/** visit_status value for which the History tab is hidden (spec §2). */
export const HISTORY_HIDDEN_VISIT_STATUS = 1;

const tabLabels: Record<JobTab, string> = { overview: 'Overview', items: 'Items', history: 'History' };

/** True for the views that are tabs. */
export function isJobTab(view: string): view is JobTab {
  return Object.prototype.hasOwnProperty.call(tabLabels, view);
}

/** The job's tabs in order: History only when visit_status is not 1. */
export function jobTabs(job: Pick<Job, 'visit_status'>): { view: JobTab; label: string }[] {
  const views: JobTab[] = ['overview', 'items'];
  if (job.visit_status !== HISTORY_HIDDEN_VISIT_STATUS) views.push('history');
  return views.map((view) => ({ view, label: tabLabels[view] }));
}
