/**
 * The evidence record's delivery, through the real screens: demo.driver's
 * risk assessment online, then with no signal a property issue ("Damage to customer
 * property › Wall") with its photo drawn on in the photo editor, the
 * customer's printed name, a signature and a delivered photo.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import type { ChaosJob } from './chaos-jobs';
import { openAndAssess } from './chaos-work';
import { waitForCompletedJob } from './completed-job';
import { addGalleryPhoto, closeNotice, drawStroke, signOnPad } from './completion';
import { loginForOfflineWork } from './login';
import type { FilePayload } from './photo-fixtures';

/** The printed name the customer signs with. */
export const EVIDENCE_SIGNED_BY = 'Evidence Customer';
/** The property issue's reason path, top reason first. */
export const PROPERTY_REASON_PATH = ['Damage to customer property', 'Wall'] as const;

/** On the job's overview: the delivery report with the property issue and its annotated photo. */
async function reportPropertyDamage(page: Page, jobId: string, photo: FilePayload): Promise<void> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/delivery-report$`));
  await page.getByRole('button', { name: messages.reportAnIssue }).click();
  const [reason, subReason] = PROPERTY_REASON_PATH;
  await page
    .getByRole('group', { name: "Issue with the customer's property" })
    .getByRole('radio', { name: reason })
    .check();
  await page
    .getByRole('group', { name: `Reason for ${reason}` })
    .getByRole('radio', { name: subReason })
    .check();
  const tile = await addGalleryPhoto(page, 'Add photo of property damage', photo, 'photo of property damage');
  await tile.click();
  const editor = page.getByRole('dialog', { name: 'Photo editor' });
  await drawStroke(page, editor.getByRole('img', { name: /Draw on the photo/ }));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the overview, with no signal: the report, then the signature screen's name, signature and photo. */
async function completeWithEvidence(page: Page, jobId: string, photo: FilePayload): Promise<void> {
  await reportPropertyDamage(page, jobId, photo);
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/signature$`));
  await page.getByLabel(/^Customer name/).fill(EVIDENCE_SIGNED_BY);
  await signOnPad(page, [0.15, 0.6, 0.85, 0.4]);
  await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await closeNotice(page)).toContain(messages.offlineSave);
  await expect(page).toHaveURL(/\/job-list$/);
}

/**
 * demo.driver logs in (the service worker in control), assesses the job online (then awaits `whileOnline`,
 * e.g. the arrival heartbeat), completes it with the evidence with no signal, and reconnects; resolves
 * once the gateway holds the job as complete.
 */
export async function deliverOfflineWithEvidence(
  page: Page,
  request: APIRequestContext,
  job: ChaosJob,
  photo: FilePayload,
  whileOnline: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  await loginForOfflineWork(page, demoDriver);
  await openAndAssess(page, job);
  await whileOnline();
  await page.context().setOffline(true);
  await completeWithEvidence(page, job.id, photo);
  await page.context().setOffline(false);
  await waitForCompletedJob(request, job.id);
}
