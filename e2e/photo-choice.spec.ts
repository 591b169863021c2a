// Every photo field offers the camera and the gallery (docs/using.md, "Photos"): Take photo opens the camera
// (capture), Choose from gallery a photo already on the phone (no capture); both end in the same intake, and the
// photo chosen from the gallery reaches the gateway's object store.
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus } from '@domain/job/enums';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { passRiskAssessment, settleSaveNotice } from './support/completion';
import { gatewayJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginAs, loginWithVans } from './support/login';
import { waitForJobObjects } from './support/object-store-contents';
import { cameraInput, galleryInput } from './support/photo-inputs';
import { plainPhoto, portraitPhoto } from './support/photo-fixtures';
import type { Locator, Page } from '@playwright/test';

/** A choice's visible button is a real 48 px touch target. */
async function expectTouchTarget(choice: Locator): Promise<void> {
  await expect(choice).toBeVisible();
  const box = await choice.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  expect(box?.width).toBeGreaterThanOrEqual(48);
}

/** A photo field's thumbnail in the screen's pixels: its 88 CSS px square at the page's device pixel ratio. */
function thumbnailEdge(page: Page): Promise<number> {
  return page.evaluate(() => Math.ceil(88 * Math.max(1, window.devicePixelRatio)));
}

/** On the risk assessment's second step with hazards answered Yes, so its photo field (several photos) shows. */
async function openHazardPhotos(page: Page, jobId: string): Promise<void> {
  await page.goto(jobPath(jobId, 'risk-assessment'));
  await page.getByRole('group', { name: 'Is the customer in?' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('group', { name: /^Are there any hazards/ })
    .getByLabel('Yes')
    .check();
}

test('the failed screen’s front-door photo can come from the gallery, and the fail reaches the gateway', async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const photo = await plainPhoto(page, 'front-door-from-gallery.png');
  await loginWithVans(page, demoDriver);
  await page.goto(jobPath(job!.id, 'failed'));
  await page.getByRole('group', { name: 'Reason', exact: true }).getByLabel('Customer not in').check();

  const take = page.getByText('Take photo', { exact: true });
  const choose = page.getByText('Choose from gallery', { exact: true });
  await expectTouchTarget(take);
  await expectTouchTarget(choose);

  // Take photo asks for the camera; Choose from gallery does not.
  const camera = page.waitForEvent('filechooser');
  await take.click();
  expect(await (await camera).element().getAttribute('capture')).toBe('environment');
  const gallery = page.waitForEvent('filechooser');
  await choose.click();
  const chooser = await gallery;
  expect(await chooser.element().getAttribute('capture')).toBeNull();
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');

  await galleryInput(page, messages.photoOfFrontDoor).setInputFiles(photo);
  await expect(page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` })).toBeVisible();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);

  await expect
    .poll(async () => (await gatewayJob(request, job!.id)).job_outcome_status, { timeout: 30_000 })
    .toBe(JobOutcomeStatus.Failed);
  await waitForJobObjects(request, job!.id, 1);
});

test('the delivered photo can come from the gallery: the job completes with it', async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const photo = await plainPhoto(page, 'delivered-from-gallery.png');
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job!.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/signature$`));

  const photos = page.getByRole('group', { name: /^Delivered photo/ });
  await expectTouchTarget(photos.getByRole('button', { name: 'Take photo' }));
  await expectTouchTarget(photos.getByRole('button', { name: 'Choose from gallery' }));
  const gallery = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Choose from gallery' }).click();
  expect(await (await gallery).element().getAttribute('capture')).toBeNull();

  await page.getByLabel('Add delivered photo from gallery', { exact: true }).setInputFiles(photo);
  await expect(page.getByRole('button', { name: 'Edit delivered photo 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel(/^Customer name/).fill('Gallery Customer');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);

  await expect
    .poll(async () => (await gatewayJob(request, job!.id)).job_outcome_status, { timeout: 30_000 })
    .toBe(JobOutcomeStatus.JobComplete);
  await waitForJobObjects(request, job!.id, 1);
});

test('a photo field’s thumbnail is a small upright copy made in the worker, not the 12 MP photo itself', async ({
  page,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const photo = await portraitPhoto(page);
  await loginWithVans(page, demoDriver);
  await page.goto(jobPath(job!.id, 'failed'));
  await page.getByRole('group', { name: 'Reason', exact: true }).getByLabel('Customer not in').check();
  await galleryInput(page, messages.photoOfFrontDoor).setInputFiles(photo);
  const thumbnail = page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` });
  await expect(thumbnail).toBeVisible();

  const shown = await thumbnail.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(img, 0, 0);
    const colourAt = (x: number, y: number) => {
      const [red = 0, , blue = 0] =
        context?.getImageData(x * canvas.width, y * canvas.height, 1, 1).data ?? [];
      return red > 150 && blue < 100 ? 'red' : blue > 150 && red < 100 ? 'blue' : 'other';
    };
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      quarters: [colourAt(0.25, 0.25), colourAt(0.75, 0.25), colourAt(0.25, 0.75), colourAt(0.75, 0.75)],
    };
  });
  // The middle of the photo upright (the EXIF orientation applied: red above, blue below; unturned, red would be on
  // the left) in as many pixels as the square thumbnail shows, where the photo itself is 3000 × 4000.
  const edge = await thumbnailEdge(page);
  expect([shown.width, shown.height]).toEqual([edge, edge]);
  expect(shown.quarters).toEqual(['red', 'red', 'blue', 'blue']);
});

test('a photo field keeps a photo’s thumbnail as an earlier photo is removed, and shows it again after Back', async ({
  page,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const [portrait, plain] = [await portraitPhoto(page), await plainPhoto(page)];
  await loginWithVans(page, demoDriver);
  await openHazardPhotos(page, job!.id);
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel(/^Comment/).fill('A dog in the hall.');
  await galleryInput(page, 'Photo').setInputFiles([portrait, plain]);
  const thumbnail = (index: number) => page.getByRole('img', { name: `Photo: photo ${index}` });
  await expect(thumbnail(1)).toBeVisible();
  await expect(thumbnail(2)).toBeVisible();
  const plainThumbnail = await thumbnail(2).getAttribute('src');

  // The plain photo's thumbnail stays as it was (the same image, not made again) once the portrait before it goes.
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(thumbnail(2)).toHaveCount(0);
  await expect(thumbnail(1)).toHaveAttribute('src', plainThumbnail ?? 'no thumbnail');

  // Leaving the step and coming back shows it again (from the page's thumbnails, tests/ui), and the step goes on.
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible();
  await expect(thumbnail(1)).toBeVisible();
  const edge = await thumbnailEdge(page);
  await expect.poll(() => thumbnail(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(edge);
  await expect(next).toBeEnabled();
});

test('photos chosen one after another while the storage check is still answering are all kept', async ({
  page,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const [portrait, plain] = [await portraitPhoto(page), await plainPhoto(page)];
  // The field adds a choice once navigator.storage.estimate() answers; this page holds its answers on request.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const estimate = storage.estimate.bind(storage);
    const held: (() => void)[] = [];
    const controls = window as unknown as { holdEstimates?: boolean; releaseEstimates?: () => void };
    controls.releaseEstimates = () => {
      controls.holdEstimates = false;
      for (const release of held.splice(0)) release();
    };
    storage.estimate = () =>
      controls.holdEstimates === true
        ? new Promise((resolve) => held.push(() => resolve(estimate())))
        : estimate();
  });
  await loginWithVans(page, demoDriver);
  await openHazardPhotos(page, job!.id);
  await page.evaluate(() => {
    (window as unknown as { holdEstimates: boolean }).holdEstimates = true;
  });
  await galleryInput(page, 'Photo').setInputFiles(portrait);
  await cameraInput(page, 'Photo').setInputFiles(plain);
  await page.evaluate(() => (window as unknown as { releaseEstimates: () => void }).releaseEstimates());

  await expect(page.getByRole('img', { name: 'Photo: photo 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo: photo 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo: photo/ })).toHaveCount(2);
});
