// The signature screen on a 360×740 phone: "Complete Delivery" is in reach without scrolling (a sticky foot,
// above the location banner), a swipe that starts on the locked pad scrolls the page instead of drawing, the
// pad draws after "Tap to sign", and the customer name typed survives a reload.
import { JobOutcomeStatus } from '@domain/job/enums';
import { demoDriver } from '@server/seed/demo-accounts';
import { drawStroke, passRiskAssessment, settleSaveNotice } from './support/completion';
import { gatewayJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginAs } from './support/login';
import { plainPhoto, portraitPhoto } from './support/photo-fixtures';
import type { Locator, Page } from '@playwright/test';

/** Opens the job's signature screen through its risk assessment and an empty delivery report. */
async function openSignature(page: Page, jobId: string): Promise<void> {
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, jobId);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/signature$`));
}

/** The element a finger at the middle of the locator would touch is the locator's (nothing lies over it). */
async function expectOnTop(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const handle = await target.elementHandle();
  expect(
    await page.evaluate(([px, py, el]) => el?.contains(document.elementFromPoint(px, py)), [
      x,
      y,
      handle,
    ] as const),
  ).toBe(true);
}

/** A finger swipe up the screen starting at the middle of the target: touch events through Chromium's input. */
async function swipeUpFrom(page: Page, target: Locator, distance: number): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('no box');
  const x = Math.round(box.x + box.width / 2);
  const y0 = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', y0);
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) await touch('touchMove', y0 - (distance * i) / steps);
  await touch('touchEnd', y0 - distance);
  await cdp.detach();
}

/** The ink on the pad: how many of its pixels are not white. */
function inkOf(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.signature-pad__canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return -1;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) ink += 1;
    return ink;
  });
}

test('Complete is in reach at once; a swipe on the locked pad scrolls; the pad draws after Tap to sign', async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const photo = await plainPhoto(page, 'delivered.png');
  await openSignature(page, job!.id);

  // Without any scroll, Complete Delivery is on the screen and nothing lies over it.
  const complete = page.getByRole('button', { name: 'Complete Delivery' });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await complete.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await expectOnTop(page, complete);

  // The pad is the screen width less 20, 200 high.
  const pad = page.getByRole('img', { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const padBox = await pad.boundingBox();
  expect([padBox?.width, padBox?.height]).toEqual([340, 200]);

  // A swipe up that starts on the pad scrolls the page and draws nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Tap to sign' })).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  await swipeUpFrom(page, pad, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  expect(await inkOf(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  // Complete stays in reach after the scroll.
  await expectOnTop(page, complete);

  // Tap to sign, then the finger draws.
  await page.getByRole('button', { name: 'Tap to sign' }).click();
  // The pad takes the pen once its lock is gone (the button goes with it), not on the click itself.
  await expect(page.getByRole('button', { name: 'Tap to sign' })).toBeHidden();
  await drawStroke(page, pad, [0.15, 0.6, 0.85, 0.4]);
  await expect.poll(() => inkOf(page)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Clear signature' })).toBeEnabled();

  await page.getByLabel(/^Customer name/).fill('Signed Customer');
  await page.getByLabel('Add delivered photo', { exact: true }).setInputFiles(photo);
  await expect(page.getByRole('button', { name: 'Edit delivered photo 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await complete.click();
  await settleSaveNotice(page);
  await expect
    .poll(async () => (await gatewayJob(request, job!.id)).job_outcome_status, { timeout: 30_000 })
    .toBe(JobOutcomeStatus.JobComplete);
  const stored = await gatewayJob(request, job!.id);
  expect(stored.signed_by).toBe('Signed Customer');
  expect(stored.signature ?? '').not.toBe('');
});

test('the customer name typed on the signature screen survives a reload', async ({ page, takeJobs }) => {
  const [job] = takeJobs(1);
  await openSignature(page, job!.id);
  const name = page.getByLabel(/^Customer name/);
  await name.fill('Eleanor Hughes');
  // The draft is stored on the phone after a short pause in typing.
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          new Promise<string | null>((resolve) => {
            const open = indexedDB.open('doorstep');
            open.onsuccess = () => {
              const db = open.result;
              const read = db.transaction('jobs').objectStore('jobs').get(id);
              read.onsuccess = () => {
                db.close();
                const stored = read.result as { job?: { customerNameDraft?: string } } | undefined;
                resolve(stored?.job?.customerNameDraft ?? null);
              };
              read.onerror = () => resolve(null);
            };
            open.onerror = () => resolve(null);
          }),
        job!.id,
      ),
    )
    .toBe('Eleanor Hughes');

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/signature$`));
  await expect(page.getByLabel(/^Customer name/)).toHaveValue('Eleanor Hughes');
});

test('Complete Delivery is held in the same moment “Adding photo…” shows, and freed once the photo is stored', async ({
  page,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const photo = await portraitPhoto(page);
  await openSignature(page, job!.id);
  const complete = page.getByRole('button', { name: 'Complete Delivery' });
  await expect(complete).toBeEnabled();

  // What the screen showed as the tile first appeared, read in that very change of the page, before any later task.
  await page.evaluate(() => {
    const watch = window as unknown as { heldAsShown?: Promise<boolean> };
    watch.heldAsShown = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        const adding = [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('Adding photo'),
        );
        if (!adding) return;
        observer.disconnect();
        resolve(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === true);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  await page.getByLabel('Add delivered photo', { exact: true }).setInputFiles(photo);
  const heldAsShown = page.evaluate(
    () => (window as unknown as { heldAsShown: Promise<boolean> }).heldAsShown,
  );
  expect(await heldAsShown).toBe(true);
  await expect(page.getByRole('button', { name: 'Edit delivered photo 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(complete).toBeEnabled();
});
