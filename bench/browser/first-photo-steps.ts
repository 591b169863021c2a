/**
 * The first photo of a page, from choosing it to its thumbnail on screen, in the two ways the app takes photos:
 * a job's photo gallery (the delivered photo on the signature screen: the engine worker stores the photo and the
 * tile shows the stored 800×800 image) and a photo field (the risk assessment's: the thumbnail shows while the
 * answers are filled in, before any save). Each run is a new page, so its engine worker, its photo step and its
 * screen's chunks start cold, as after opening the app. The window is bounded by User Timing marks on the page:
 * `bench:first-photo-<run>:start` before the file is chosen and `:end` when the thumbnail's image has loaded.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { passRiskAssessment } from '@e2e/support/completion';
import { cameraInput } from '@e2e/support/photo-inputs';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { openRiskAssessment } from './risk-assessment-photo-steps';

/** The risk assessment's hazards question: its Yes asks for photos. */
const HAZARDS_QUESTION = riskQuestions.find((question) => question.id === 'q2')!.text;

/** Where the first photo is chosen. */
export type FirstPhotoWay = 'gallery' | 'photoField';

/** A way's page, ready to choose a photo: the input to choose it with and the thumbnails it adds to. */
interface PhotoTarget {
  input: ReturnType<Page['locator']>;
  thumbnails: string;
}

/** The job's signature screen with its delivered-photo gallery; the risk assessment is passed on the first run. */
async function deliveredPhotoGallery(page: Page, jobId: string, firstRun: boolean): Promise<PhotoTarget> {
  if (firstRun) {
    await passRiskAssessment(page, jobId);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.goto(`/job/${jobId}/signature`);
  }
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/signature$`));
  const input = page.getByLabel('Add delivered photo', { exact: true });
  await expect(input).toBeAttached();
  return { input, thumbnails: '.gallery__image' };
}

/** The job's risk assessment at its hazards step, answered Yes so that its photo field shows. */
async function riskPhotoField(page: Page, jobId: string): Promise<PhotoTarget> {
  await openRiskAssessment(page, jobId);
  await page.getByRole('group', { name: HAZARDS_QUESTION }).getByLabel('Yes').check();
  const input = cameraInput(page, 'Photo');
  await expect(input).toBeAttached();
  return { input, thumbnails: '.photo-input__thumb[src]' };
}

/**
 * Marks `${prefix}:end` on the page, and resolves the page's `benchThumbnailShown`, once the thumbnail after
 * the `shown` already there has loaded: watched in the page, so the test asks nothing of it meanwhile.
 */
async function watchForThumbnail(page: Page, selector: string, prefix: string): Promise<void> {
  await page.evaluate(
    ({ selector, prefix }) => {
      const shown = document.querySelectorAll(selector).length;
      (window as unknown as { benchThumbnailShown: Promise<void> }).benchThumbnailShown = new Promise(
        (resolve) => {
          const check = () => {
            const image = document.querySelectorAll<HTMLImageElement>(selector)[shown];
            if (image === undefined) return;
            if (!image.complete || image.naturalWidth === 0) {
              image.addEventListener('load', check, { once: true });
              return;
            }
            observer.disconnect();
            performance.mark(`${prefix}:end`);
            resolve();
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
      );
    },
    { selector, prefix },
  );
}

/**
 * Opens a new page of the context at the way's photo input, throttles its CPU, and lets `measure` run around
 * choosing the photo file: it starts the trace before `choose` and stops it after. Answers ms from choosing the
 * photo to its thumbnail's image loaded, on the page's clock.
 */
export async function firstPhotoRun(
  context: BrowserContext,
  run: { way: FirstPhotoWay; jobId: string; index: number; photoFile: string; cpuRate: number },
  measure: (page: Page, choose: () => Promise<void>) => Promise<void>,
): Promise<{ page: Page; thumbnailMs: number }> {
  const page = await context.newPage();
  const target =
    run.way === 'gallery'
      ? await deliveredPhotoGallery(page, run.jobId, run.index === 1)
      : await riskPhotoField(page, run.jobId);
  const prefix = `bench:first-photo-${run.way}-${run.index}`;
  await watchForThumbnail(page, target.thumbnails, prefix);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpuRate });
  await measure(page, async () => {
    await page.evaluate((name) => performance.mark(name), `${prefix}:start`);
    await target.input.setInputFiles(run.photoFile);
    await page.evaluate(
      () => (window as unknown as { benchThumbnailShown: Promise<void> }).benchThumbnailShown,
    );
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const thumbnailMs = await page.evaluate((name) => {
    const [start] = performance.getEntriesByName(`${name}:start`);
    const [end] = performance.getEntriesByName(`${name}:end`);
    return (end?.startTime ?? NaN) - (start?.startTime ?? NaN);
  }, prefix);
  return { page, thumbnailMs };
}
