// Part of `npm run screenshots`: the admin's evidence record of a delivery done offline with a property issue,
// an annotated photo and a signature (docs/screenshots/evidence-record.png, the whole page, just under the desk's
// width so the record shows alone, as on paper). Made on a fresh gateway of its own, from the production build.
import { demoAdmin } from '@server/seed/demo-accounts';
import { deliverOfflineWithEvidence } from '../support/evidence-work';
import { expect, test } from '../support/fresh-gateway';
import { portraitPhoto } from '../support/photo-fixtures';
import { pageOf, evidenceImagesLoaded } from '../support/evidence-page';

const shotFile = new URL('../../docs/screenshots/evidence-record.png', import.meta.url).pathname;

test('evidence record', async ({ page, request, browser, baseURL, takeJobs }) => {
  test.setTimeout(180_000);
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  const photo = await portraitPhoto(page);
  await deliverOfflineWithEvidence(page, request, job, photo);

  const admin = await pageOf(browser, baseURL ?? '', demoAdmin, {
    viewport: { width: 960, height: 1400 },
    deviceScaleFactor: 1,
    permissions: ['geolocation'],
    geolocation: { latitude: 53.48, longitude: -2.24 },
  });
  await admin.goto(`/job/${job.id}/record`);
  await expect(admin.getByRole('heading', { name: /^Evidence record — job / })).toBeVisible();
  await evidenceImagesLoaded(admin, 3);
  await admin.evaluate(() => document.fonts.ready);
  const dismiss = admin.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click();
  await admin.screenshot({ path: shotFile, fullPage: true, animations: 'disabled', caret: 'hide' });
  await admin.context().close();
});
