/**
 * A driver's work with no signal, through the real screens (the chaos run's
 * steps): the app moves between screens with its own router (history pushes,
 * as its links do), since a page load would need the network.
 */
import { expect, type Page } from '@playwright/test';
import { jobPath, type JobView } from '@domain/accounts/routes';
import type { ChaosJob } from './chaos-jobs';
import type { WorkKind } from './chaos-schedule';
import { closeSaveNotice, prepareWork, tapSave } from './chaos-work';
import { settleSaveNotice } from './completion';
import type { FilePayload } from './photo-fixtures';

/** Goes to a path through the app's router. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** Opens one of the job's views through the app's router. */
export function openJobView(page: Page, jobId: string, view: JobView): Promise<void> {
  return goInApp(page, jobPath(jobId, view));
}

/** Suspends the job (Lunch, with the note) and closes the save's notice; answers the notice's text. */
export async function suspendJob(page: Page, jobId: string, note: string): Promise<string> {
  await openJobView(page, jobId, 'suspend');
  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await page.getByLabel(/^Note/).fill(note);
  await page.getByRole('button', { name: 'Suspend Job' }).click();
  const notice = await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);
  return notice;
}

/**
 * Works a job from its card on the list (its risk assessment, then a delivery
 * completed with a signature and the photo, a failure with the front-door
 * photo, or a suspension), saves it and closes the save's notice.
 */
export async function workJob(page: Page, job: ChaosJob, kind: WorkKind, photo: FilePayload): Promise<void> {
  await prepareWork(page, job, kind, photo);
  await tapSave(page, kind);
  await closeSaveNotice(page);
}
