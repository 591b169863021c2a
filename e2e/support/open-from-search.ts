/** An admin opens any job, of any date, from the search on /incomplete with "Open job". */
import { expect, type Page } from '@playwright/test';
import { formatDayEnGb, todayIso } from '@domain/time/dates';
import type { ChaosJob } from './chaos-jobs';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds today's job by its id on /incomplete and opens it with "Open job"; ends on its overview. */
export async function openFromSearch(page: Page, job: ChaosJob): Promise<void> {
  await page.getByLabel('Job id, order number or customer postcode').fill(job.id);
  await page.getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('list', { name: 'Jobs found' });
  await expect(hits.getByText(new RegExp(`^${escaped(formatDayEnGb(todayIso()))} · Order `))).toBeVisible();
  await expect(hits.getByText(todayIso())).toHaveCount(0);
  await expect(hits.getByRole('link', { name: `Evidence record of job ${job.id}` })).toBeVisible();
  await hits.getByRole('link', { name: /^Open job / }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
}
