// The sync bar in the driver's words: after three jobs done offline (a delivery completed
// with its photo and the customer's signature, a failure with the front-door photo, a suspension), each with
// its risk assessment, the bar counts jobs, photos and signatures, not the engine's changes; all of it is
// sent once the signal returns.
import { demoDriver } from '@server/seed/demo-accounts';
import { expect, test } from './support/fresh-gateway';
import { gatewayJobUpdates } from './support/demo-jobs';
import { loginForOfflineWork } from './support/login';
import { portraitPhoto } from './support/photo-fixtures';
import { workJob } from './support/offline-work';

test('three jobs done offline read "3 jobs waiting to send · 2 photos · 1 signature"', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const jobs = takeJobs(3);
  const portrait = await portraitPhoto(page);
  await loginForOfflineWork(page, demoDriver);

  await context.setOffline(true);
  const kinds = ['complete', 'fail', 'suspend'] as const;
  for (const [index, kind] of kinds.entries()) {
    await workJob(page, jobs[index]!, kind, portrait);
  }
  const waiting = page.locator('.sync-status > .sync-status__text').first();
  await expect(waiting).toHaveText(
    '3 jobs waiting to send · 2 photos · 1 signature. They will be sent when you are back online.',
  );

  await context.setOffline(false);
  for (const job of jobs) {
    await expect
      .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
      .toBe(1);
  }
  await expect(waiting).toHaveText('', { timeout: 30_000 });
});
