// An admin at a desk (1280×800) opens any job of any date, today's included (product rules 2.7 and 6.1), from the search's
// "Open job" beside "Evidence record" (dates in en-GB), completes it with the driver's arrival and departure
// times, once online and once with no signal (synced on reconnect); the gateway stores the times as the
// admin's update, and the evidence record shows them as set by the admin.
import type { Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus } from '@domain/job/enums';
import { formatCapturedAt } from '@domain/evidence/evidence-times';
import { formatDayEnGb, todayIso } from '@domain/time/dates';
import { demoAdmin } from '@server/seed/demo-accounts';
import type { ChaosJob } from './support/chaos-jobs';
import { settleSaveNotice } from './support/completion';
import { gatewayJob, gatewayJobUpdates } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginForOfflineWork } from './support/login';
import { openFromSearch } from './support/open-from-search';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** From the overview: Complete, the times typed in, Complete Job; answers the save's notice. */
async function completeWithTimes(page: Page, job: ChaosJob, arrived: string, departed: string) {
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  const arrival = page.getByRole('spinbutton', { name: 'Arrival time' });
  const departure = page.getByRole('spinbutton', { name: 'Departure time' });
  await arrival.fill(arrived);
  await arrival.press('Tab');
  await departure.fill(departed);
  await departure.press('Tab');
  await page.getByRole('button', { name: 'Complete Job' }).click();
  return settleSaveNotice(page);
}

/** The gateway holds the job complete with the admin's times, from one admin update. */
async function storedAsAdmins(page: Page, job: ChaosJob, arrived: string, departed: string) {
  const request = page.context().request;
  await expect
    .poll(async () => (await gatewayJob(request, job.id)).job_outcome_status, { timeout: 30_000 })
    .toBe(JobOutcomeStatus.JobComplete);
  const day = todayIso();
  expect(await gatewayJob(request, job.id)).toMatchObject({
    arrived_at_drop: true,
    arrived_time: `${day}T${arrived}:00`,
    departure_time: `${day}T${departed}:00`,
  });
  const updates = await gatewayJobUpdates(request, job.id);
  expect(updates.map((u) => u.kind)).toEqual(['admin']);

  // The evidence record: the job's date in en-GB, and the times as set by the admin.
  await page.goto(`/job/${job.id}/record`);
  await expect(page.getByRole('heading', { name: /^Evidence record — job / })).toBeVisible();
  await expect(page.getByText(formatDayEnGb(day), { exact: true })).toBeVisible();
  const line = (label: string, time: string) =>
    new RegExp(
      `^${label}: ${escaped(formatCapturedAt(`${day}T${time}:00`))} \\(set by Admin .+ \\(${escaped(demoAdmin.username)}\\)\\)$`,
    );
  await expect(page.getByText(line('Arrived', arrived))).toBeVisible();
  await expect(page.getByText(line('Departed', departed))).toBeVisible();
}

test("online: an admin opens today's job from the search and completes it with the times", async ({
  page,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  await loginForOfflineWork(page, demoAdmin);
  await openFromSearch(page, job);
  expect(await completeWithTimes(page, job, '07:05', '07:40')).toContain(messages.retailNotice);
  await storedAsAdmins(page, job, '07:05', '07:40');
});

test("offline: today's job opened by an admin stays open with no signal, and the completion syncs on reconnect", async ({
  page,
  context,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  await loginForOfflineWork(page, demoAdmin);
  await openFromSearch(page, job);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
  expect(await completeWithTimes(page, job, '06:50', '07:25')).toContain(messages.offlineSave);
  expect(await gatewayJobUpdates(context.request, job.id)).toEqual([]);

  await context.setOffline(false);
  await storedAsAdmins(page, job, '06:50', '07:25');
});
