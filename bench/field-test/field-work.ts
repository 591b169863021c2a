/**
 * The driver's work on one job of the day through the real screens, reusing the chaos run's steps
 * (chaos-work.ts): the job opened from its card (it becomes the active job the arrival check
 * watches), then at the door its risk assessment, then the work: a delivery (name, signature, the
 * 12 MP portrait photo), a combined job (the collection pass with its own photo, then the delivery),
 * a failure or a suspension; the save tapped and its notice closed.
 */
import { expect, type Page } from '@playwright/test';
import { addGalleryPhoto, answerRiskAssessmentSafely, closeNotice, signOnPad } from '@e2e/support/completion';
import {
  closeSaveNotice,
  complete,
  fail,
  SIGNED_BY,
  suspend,
  tapSave,
  toJobList,
} from '@e2e/support/chaos-work';
import { jobCard } from '@e2e/support/job-card';
import type { PhotoFile } from '@e2e/support/photo-fixtures';
import type { FieldJob } from './field-day-jobs';

/** Opens the job from its card on the list; ends on its overview. */
export async function openFromList(page: Page, job: FieldJob): Promise<void> {
  await toJobList(page);
  await (await jobCard(page, job.vehicle, job.customerName)).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
}

/** A save waits for its sync pass at most 30 s (worker/saves/save-then-sync.ts); then its notice shows. */
const SAVE_NOTICE_MS = 60_000;

/** At the door: the risk assessment answered safely; ends on the overview. Answers ms from opening it to its notice. */
export async function assessRisk(page: Page, job: FieldJob): Promise<number> {
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  const submitted = Date.now();
  await answerRiskAssessmentSafely(page, SAVE_NOTICE_MS);
  const waited = Date.now() - submitted;
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  return waited;
}

/** The photos the driver takes: the 12 MP portrait, and a plain one of a collected item. */
export interface DriverPhotos {
  portrait: PhotoFile;
  collected: PhotoFile;
}

/** A combined job: the collection report and pass (a photo of the collected bed), then the delivery. */
async function completeCombined(page: Page, job: FieldJob, photos: DriverPhotos): Promise<void> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/collection-report$`));
  await page.getByRole('checkbox', { name: /^Collected / }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Complete Collection' })).toBeVisible();
  await page.getByLabel(/^Customer name/).fill(SIGNED_BY);
  await addGalleryPhoto(page, 'Add collection photo', photos.collected, 'collection photo');
  await page.getByRole('button', { name: 'Complete Collection' }).click();
  if (await page.getByRole('dialog').isVisible()) await closeNotice(page);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await page.getByLabel(/^Customer name/).fill(SIGNED_BY);
  await signOnPad(page);
  await addGalleryPhoto(page, 'Add delivered photo', photos.portrait, 'delivered photo');
}

/** Does the job's work and saves it; answers the save's notice. */
export async function doWork(
  page: Page,
  job: FieldJob,
  photos: DriverPhotos,
): Promise<{ notice: string; noticeMs: number }> {
  if (job.work === 'combined') await completeCombined(page, job, photos);
  else if (job.work === 'complete') await complete(page, job, photos.portrait);
  else if (job.work === 'fail') await fail(page);
  else await suspend(page);
  await tapSave(page, job.work === 'combined' ? 'complete' : job.work);
  const tapped = Date.now();
  // The notice's text ends with its button's.
  const notice = (await closeSaveNotice(page, SAVE_NOTICE_MS)).replace(/Ok$/, '');
  return { notice, noticeMs: Date.now() - tapped };
}
