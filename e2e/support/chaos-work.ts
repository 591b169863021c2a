/**
 * A chaos driver's work through the real screens: a job opened from its card
 * on the list, its risk assessment answered, then its outcome: a delivery
 * completed with the customer's name, a signature and the portrait photo; a
 * failure ("Customer not in") with the front-door photo; or a suspension
 * (Lunch) with a note. `prepareWork` stops before the final tap (`tapSave`); the save's notice
 * is read apart, since a fault may strike before it shows.
 */
import { expect, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { addGalleryPhoto, answerRiskAssessmentSafely, settleSaveNotice, signOnPad } from './completion';
import type { ChaosJob } from './chaos-jobs';
import type { WorkKind } from './chaos-schedule';
import { jobCard } from './job-card';
import type { FilePayload, PhotoFile } from './photo-fixtures';
import { cameraInput } from './photo-inputs';

/** The name the customer signs with. */
export const SIGNED_BY = 'Chaos Customer';
/** The suspension's note. */
export const SUSPEND_NOTE = 'Lunch break, back within the hour';
/** The failure reason chosen ("Customer not in", which asks for the front-door photo). */
export const FAILURE_REASON = { label: 'Customer not in', id: 1001 } as const;

const frontDoorPhoto = new URL('../fixtures/front-door.jpg', import.meta.url).pathname;

/**
 * Back on the job list (after a fault the page may be anywhere), through the
 * app's own router (a history push, as its links do): never a reload, which
 * would hide a page that stopped working.
 */
export async function toJobList(page: Page): Promise<void> {
  if (!/\/job-list$/.test(page.url())) await page.evaluate(() => history.pushState(null, '', '/job-list'));
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();
}

/** Opens the job from its card and answers its risk assessment; ends on its overview. */
export async function openAndAssess(page: Page, job: ChaosJob): Promise<void> {
  await toJobList(page);
  await (await jobCard(page, job.vehicle, job.customerName)).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await answerRiskAssessmentSafely(page);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
}

/** On the job's overview: Complete, the delivery report, then the signature screen filled (name, stroke, photo). */
export async function complete(page: Page, job: ChaosJob, portrait: PhotoFile): Promise<void> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await page.getByLabel(/^Customer name/).fill(SIGNED_BY);
  await signOnPad(page);
  await addGalleryPhoto(page, 'Add delivered photo', portrait, 'delivered photo');
}

/** On the job's overview: Failed, "Customer not in" and the front-door photo. */
export async function fail(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Failed' }).click();
  await page.getByRole('group', { name: 'Reason', exact: true }).getByLabel(FAILURE_REASON.label).check();
  await cameraInput(page, messages.photoOfFrontDoor).setInputFiles(frontDoorPhoto);
  await expect(page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` })).toBeVisible();
}

/** On the job's overview: Suspend, Lunch and the note. */
export async function suspend(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await page.getByLabel(/^Note/).fill(SUSPEND_NOTE);
}

/** The button that saves each kind of outcome. */
const saveButtons: Record<WorkKind, { name: string; exact: boolean }> = {
  complete: { name: 'Complete Delivery', exact: true },
  fail: { name: 'Fail', exact: true },
  suspend: { name: 'Suspend Job', exact: true },
};

/** Works the job up to the tap that saves its outcome. */
export async function prepareWork(
  page: Page,
  job: ChaosJob,
  kind: WorkKind,
  portrait: FilePayload,
): Promise<void> {
  await openAndAssess(page, job);
  if (kind === 'complete') await complete(page, job, portrait);
  else if (kind === 'fail') await fail(page);
  else await suspend(page);
}

/** The tap that saves the prepared outcome. */
export async function tapSave(page: Page, kind: WorkKind): Promise<void> {
  await page.getByRole('button', saveButtons[kind]).click();
}

/** The save's message once it shows (a save waits for its sync pass), closed (Close or Ok): its text. */
export function closeSaveNotice(page: Page, timeout = 40_000): Promise<string> {
  return settleSaveNotice(page, timeout);
}
