// Work left on a phone: a driver fails a job offline and logs out with it waiting. Two days
// on, the login screen names the driver and counts the work (no job details), and tells them to log in to send
// it; once they do, it reaches the gateway and the line is gone.
import { demoDriver } from '@server/seed/demo-accounts';
import { todayIso } from '@domain/time/dates';
import { expect, test } from './support/fresh-gateway';
import { gatewayJobUpdates } from './support/demo-jobs';
import { loginForOfflineWork, submitLogin } from './support/login';
import { portraitPhoto } from './support/photo-fixtures';
import { workJob } from './support/offline-work';

const DAY_MS = 24 * 60 * 60 * 1000;

test('the login screen shows unsent work older than a day, by user and counts only', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const portrait = await portraitPhoto(page);
  await loginForOfflineWork(page, demoDriver);
  await context.setOffline(true);
  await workJob(page, job!, 'fail', portrait);

  // The phone's clock moves two days on: the engine (in its worker) is asked about the work then.
  const shifted = await Promise.all(
    page.workers().map((worker) =>
      worker
        .evaluate((later) => {
          if (self.name !== 'doorstep-engine') return false;
          const realNow = Date.now.bind(Date);
          Object.assign(self, { realNow });
          Date.now = () => realNow() + later;
          return true;
        }, 2 * DAY_MS)
        .catch(() => false),
    ),
  );
  expect(shifted.filter(Boolean)).toHaveLength(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.setOffline(false);

  const [year, month, day] = todayIso().split('-');
  const stale = page.getByRole('region', { name: 'Work not sent from this phone' });
  await expect(stale).toHaveText(
    'Work not sent from this phone' +
      `${demoDriver.username} has changes to 1 job and 1 photo not sent since ${day}/${month}/${year}. ` +
      `Log in as ${demoDriver.username} to send them.`,
  );
  await expect(stale).not.toContainText(job!.customerName);
  expect(await gatewayJobUpdates(request, job!.id)).toHaveLength(0);

  // Back to the real time (the gateway's tokens are dated by it), then the driver logs in.
  for (const worker of page.workers()) {
    await worker
      .evaluate(() => {
        const { realNow } = self as unknown as { realNow?: () => number };
        if (realNow) Date.now = realNow;
      })
      .catch(() => undefined);
  }
  await submitLogin(page, demoDriver);
  await expect(page).toHaveURL(/\/job-list$/);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job!.id)).length, { timeout: 30_000 })
    .toBe(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work not sent from this phone' })).toHaveCount(0);
});
