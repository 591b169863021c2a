/**
 * An admin's way from /incomplete to a job's evidence record: the job's row opens the job
 * screen, whose Evidence button opens /job/{id}/record, whatever the job's status; Back returns to the list.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { jobNumberFromId } from '@domain/job/job-number';

/** From /incomplete, opens the job's record, checks it names the job, and answers the record's locator. */
export async function openEvidenceFromIncomplete(page: Page, jobId: string): Promise<Locator> {
  const escaped = jobId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(/\/incomplete$/);
  await page
    .getByRole('list', { name: 'Incomplete jobs' })
    .getByRole('link', { name: new RegExp(escaped) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/job/${escaped}/overview$`));
  await page.getByRole('button', { name: 'Evidence', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${escaped}/record$`));
  const evidence = page.getByRole('article', { name: /^Evidence record/ });
  const jobNumber = jobNumberFromId(jobId);
  await expect(evidence.getByRole('heading', { name: `Evidence record — job ${jobNumber}` })).toBeVisible();
  await expect(evidence.getByText(`${jobNumber} (id ${jobId})`, { exact: true })).toBeVisible();
  return evidence;
}

/** Back from the record to /incomplete. */
export async function backToIncomplete(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/incomplete$/);
}
