// A day synced after being offline goes job by job: a job's photo, then its update at once, so the office
// hears of the first job done while a later job's photo is still going up on a weak cell; the sync bar
// counts what is left, and the later job follows once its photo is up.
import { demoDriver } from '@server/seed/demo-accounts';
import { expect, test } from './support/fresh-gateway';
import { gatewayJobUpdates } from './support/demo-jobs';
import { loginForOfflineWork } from './support/login';
import { portraitPhoto } from './support/photo-fixtures';
import { workJob } from './support/offline-work';

test('the first job failed offline reaches the gateway while a later job’s photo is still going up', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const [first, later] = takeJobs(2);
  if (!first || !later) throw new Error('two jobs expected');
  const portrait = await portraitPhoto(page);
  await loginForOfflineWork(page, demoDriver);

  await context.setOffline(true);
  await workJob(page, first, 'fail', portrait);
  await workJob(page, later, 'fail', portrait);

  // The later job's photo goes up slowly: its upload waits until let go, whether the engine sends it to the
  // object store or the service worker's backstop through the gateway's image API (its key in the query).
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let heldUploads = 0;
  await context.route(
    (url) => url.href.includes(later.id),
    async (route) => {
      const upload = route.request().method() === 'PUT' || route.request().url().includes('image-upload');
      if (upload) {
        heldUploads += 1;
        await held;
      }
      await route.fallback();
    },
  );
  await context.setOffline(false);

  await expect
    .poll(async () => (await gatewayJobUpdates(request, first.id)).length, { timeout: 30_000 })
    .toBe(1);
  await expect.poll(() => heldUploads, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await gatewayJobUpdates(request, later.id)).toHaveLength(0);
  // Its photo went up first: the update names it uploaded, at its place in the store.
  const [firstUpdate] = await gatewayJobUpdates(request, first.id);
  expect(firstUpdate?.payload.job_activity_gallery).toEqual([
    expect.objectContaining({ status: 'down', uri: expect.stringContaining(first.id) }),
  ]);
  const bar = page.locator('.sync-status > .sync-status__text').first();
  await expect(bar).toHaveText('Sending 1 job · 1 photo…');

  letGo();
  await expect
    .poll(async () => (await gatewayJobUpdates(request, later.id)).length, { timeout: 30_000 })
    .toBe(1);
  const [laterUpdate] = await gatewayJobUpdates(request, later.id);
  expect(laterUpdate?.payload.job_activity_gallery).toEqual([
    expect.objectContaining({ status: 'down', uri: expect.stringContaining(later.id) }),
  ]);
  await expect(bar).toHaveText('', { timeout: 30_000 });
});
