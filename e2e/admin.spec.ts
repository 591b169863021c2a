// The admin's incomplete-jobs review (product rules 2.7, 5.9 and 6.1): yesterday's incomplete jobs as the
// gateway holds them, completing one with arrival and departure times (no risk assessment) and failing
// another through the admin update call, each then gone from the list; driver paths redirect to
// /incomplete, and the picker refuses today.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { addDays, formatDisplayDate, todayIso } from '@domain/time/dates';
import { JobOutcomeStatus } from '@domain/job/enums';
import { failedScreenTitle } from '@domain/outcomes/fail-rules';
import { messages } from '@domain/app/messages';
import { minutesOfDay } from '@domain/time/time-of-day';
import { demoAdmin } from '@server/seed/demo-accounts';
import { gatewayJob, gatewayJobUpdates } from './support/demo-jobs';
import { earlierJob, incompleteJobIds, yesterdayIso } from './support/earlier-jobs';
import { settleSaveNotice } from './support/completion';
import { loginAs } from './support/login';

const incompleteList = (page: Page) => page.getByRole('list', { name: 'Incomplete jobs' });
const jobLink = (page: Page, jobId: string) => page.getByRole('link', { name: new RegExp(jobId) });

/** The minutes after midnight a time stepper shows. */
async function minutesIn(field: Locator): Promise<number> {
  return minutesOfDay(await field.inputValue());
}

test('an admin completes one of yesterday’s incomplete jobs with times and fails another', async ({
  page,
  request,
}) => {
  const yesterday = yesterdayIso();
  const completed = earlierJob(-1, 51);
  const failed = earlierJob(-1, 53);
  const before = await incompleteJobIds(request, demoAdmin, yesterday);
  expect(before).toEqual(expect.arrayContaining([completed.id, failed.id]));

  await loginAs(page, demoAdmin);
  await expect(
    page.getByRole('heading', { name: `Incomplete jobs for: ${formatDisplayDate(yesterday)}` }),
  ).toBeVisible();
  // Exactly the jobs the gateway holds as incomplete for yesterday, each showing its job id.
  await expect(incompleteList(page).getByRole('link')).toHaveCount(before.length);
  for (const id of before) await expect(incompleteList(page).getByText(id, { exact: true })).toBeVisible();

  // Open a job: no risk assessment for admins, Complete and Failed enabled on an earlier day.
  await jobLink(page, completed.id).click();
  await expect(page).toHaveURL(new RegExp(`/job/${completed.id}/overview$`));
  await expect(page.getByRole('button', { name: 'Dynamic Risk Assessment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Failed' })).toBeEnabled();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${completed.id}/signature$`));
  await expect(page.getByRole('heading', { name: 'Complete Job', exact: true })).toBeVisible();

  // The times start from the booked slot (08:30 – 09:30).
  const arrival = page.getByRole('spinbutton', { name: 'Arrival time' });
  const departure = page.getByRole('spinbutton', { name: 'Departure time' });
  await expect(arrival).toHaveValue('08:30');
  await expect(departure).toHaveValue('09:30');
  const submit = page.getByRole('button', { name: 'Complete Job' });
  const alert = page.getByRole('alert');

  // Invalid time text is rejected and the field cleared.
  await departure.fill('25:70');
  await departure.press('Tab');
  await expect(departure).toHaveValue('');
  await submit.click();
  await expect(alert).toHaveText(messages.adminTimesRequired);
  await expect(departure).toBeFocused();

  // A departure before the arrival is refused.
  await departure.fill('8:15');
  await departure.press('Enter');
  await expect(departure).toHaveValue('08:15');
  await submit.click();
  await expect(alert).toHaveText(messages.departureBeforeArrival);

  // One tap on + is one 5-minute step; holding it keeps stepping (500 ms, then every 100 ms).
  const later = page.getByRole('button', { name: 'Departure time: 5 minutes later' });
  await later.click();
  await expect(departure).toHaveValue('08:20');
  await later.hover();
  await page.mouse.down();
  await page.waitForTimeout(900);
  await page.mouse.up();
  expect(await minutesIn(departure)).toBeGreaterThanOrEqual(minutesOfDay('08:35'));

  // ArrowDown held in the field repeats the same way.
  await arrival.focus();
  await page.keyboard.down('ArrowDown');
  await page.waitForTimeout(750);
  await page.keyboard.up('ArrowDown');
  expect(await minutesIn(arrival)).toBeLessThanOrEqual(minutesOfDay('08:20'));

  await arrival.fill('08:40');
  await page.getByRole('button', { name: 'Arrival time: 5 minutes later' }).click();
  await expect(arrival).toHaveValue('08:45');
  await departure.fill('09:20');
  await submit.click();
  expect(await settleSaveNotice(page)).toBe(messages.retailNotice);

  // Back on the list, the job has gone; the gateway holds one admin update with the outcome and times.
  await expect(page).toHaveURL(/\/incomplete$/);
  await expect(incompleteList(page).getByRole('link')).toHaveCount(before.length - 1);
  await expect(jobLink(page, completed.id)).toHaveCount(0);
  const [update, ...others] = await gatewayJobUpdates(request, completed.id);
  expect(others).toHaveLength(0);
  expect(update?.kind).toBe('admin');
  expect(update?.payload).toMatchObject({
    job_outcome_status: JobOutcomeStatus.JobComplete,
    arrived_time: `${yesterday}T08:45:00`,
    departure_time: `${yesterday}T09:20:00`,
  });
  expect(await gatewayJob(request, completed.id)).toMatchObject({
    job_outcome_status: JobOutcomeStatus.JobComplete,
    arrived_time: `${yesterday}T08:45:00`,
    departure_time: `${yesterday}T09:20:00`,
  });

  // Fail another job of yesterday.
  await jobLink(page, failed.id).click();
  await page.getByRole('button', { name: 'Failed' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${failed.id}/failed$`));
  await expect(page.getByRole('heading', { name: failedScreenTitle(failed) })).toBeVisible();
  await page
    .getByRole('group', { name: 'Reason', exact: true })
    .getByLabel('Customer refused delivery')
    .check();
  await page
    .getByRole('group', { name: 'Reason for Customer refused delivery' })
    .getByLabel('Wrong colour')
    .check();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  expect(await settleSaveNotice(page)).toBe(messages.retailNotice);
  await expect(page).toHaveURL(/\/incomplete$/);
  await expect(jobLink(page, failed.id)).toHaveCount(0);
  await expect(incompleteList(page).getByRole('link')).toHaveCount(before.length - 2);
  const failUpdates = await gatewayJobUpdates(request, failed.id);
  expect(failUpdates).toHaveLength(1);
  expect(failUpdates[0]?.kind).toBe('admin');
  expect(failUpdates[0]?.payload.job_outcome_status).toBe(JobOutcomeStatus.Failed);
  expect(failUpdates[0]?.payload.delivery_job.job_failed_reason).toBe(1008);

  // The gateway's incomplete query no longer answers either job, and a refresh agrees.
  const after = await incompleteJobIds(request, demoAdmin, yesterday);
  expect(after).not.toContain(completed.id);
  expect(after).not.toContain(failed.id);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(incompleteList(page).getByRole('link')).toHaveCount(after.length);
});

test('a driver URL typed by an admin redirects to /incomplete', async ({ page }) => {
  await loginAs(page, demoAdmin);
  await page.goto('/job-list');
  await expect(page).toHaveURL(/\/incomplete$/);
  await page.goto('/register-user');
  await expect(page).toHaveURL(/\/incomplete$/);
});

test('the admin’s date picker refuses today and allows earlier days', async ({ page, request }) => {
  const yesterday = yesterdayIso();
  await loginAs(page, demoAdmin);
  const heading = (isoDay: string) =>
    page.getByRole('heading', { name: `Incomplete jobs for: ${formatDisplayDate(isoDay)}` });
  const picker = page.getByLabel('Date', { exact: true });
  await expect(heading(yesterday)).toBeVisible();
  await expect(picker).toHaveValue(yesterday);
  await expect(picker).toHaveAttribute('max', yesterday);

  // Typing today's date is rejected and the field is cleared (product rule 5.9): the list stays on yesterday.
  await picker.fill(todayIso());
  await picker.blur();
  await expect(picker).toHaveValue('');
  await expect(heading(yesterday)).toBeVisible();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(picker).toHaveValue(yesterday);

  // An earlier day shows that day's incomplete jobs; Clear returns to yesterday.
  const threeDaysAgo = addDays(todayIso(), -3);
  await picker.fill(threeDaysAgo);
  await expect(heading(threeDaysAgo)).toBeVisible();
  const expected = await incompleteJobIds(request, demoAdmin, threeDaysAgo);
  await expect(incompleteList(page).getByRole('link')).toHaveCount(expected.length);
  for (const id of expected) await expect(jobLink(page, id)).toBeVisible();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(heading(yesterday)).toBeVisible();
  await expect(picker).toHaveValue(yesterday);
});
