/**
 * Working a job to completion through the real screens: the risk assessment
 * answered safely, photos added through a gallery selector's file input, and
 * pen strokes drawn with the pointer on a canvas (signature pad, photo editor).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { jobPath } from '@domain/accounts/routes';
import { expectTimeout, waitForLabel, waitForNotice } from './dom-wait';
import type { PhotoFile } from './photo-fixtures';

/** Opens the job's overview, answers the five steps so nothing needs a follow-up, and closes the notice. */
export async function passRiskAssessment(page: Page, jobId: string): Promise<void> {
  await page.goto(jobPath(jobId, 'overview'));
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/risk-assessment$`));
  await answerRiskAssessmentSafely(page);
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/overview$`));
}

/**
 * On the open risk assessment: answers the five steps so nothing needs a follow-up, submits, closes the
 * notice (the submit waits for its sync pass: on a slow network give `noticeTimeout`, up to 30 s and more).
 */
export async function answerRiskAssessmentSafely(page: Page, noticeTimeout?: number): Promise<void> {
  const safe: Record<string, 'Yes' | 'No'> = { q1: 'Yes', q2: 'No', q3: 'Yes', q4: 'Yes', q5: 'Yes' };
  const steps = [...new Set(riskQuestions.map((q) => q.step))];
  for (const step of steps) {
    for (const question of riskQuestions.filter((q) => q.step === step && q.kind === 'yesNo')) {
      await page
        .getByRole('group', { name: question.text })
        .getByRole('radio', { name: safe[question.id] })
        .check();
    }
    await page.getByRole('button', { name: step === steps.at(-1) ? 'Submit' : 'Next' }).click();
  }
  await settleSaveNotice(page, noticeTimeout);
}

/** Closes the notification dialog (Ok) once it shows (within `timeout` ms, else the expect timeout) and answers its text. */
export async function closeNotice(page: Page, timeout?: number): Promise<string> {
  const notice = page.getByRole('dialog');
  await expect(notice).toBeVisible({ timeout });
  const text = (await notice.textContent()) ?? '';
  await notice.getByRole('button', { name: messages.ok }).click();
  await expect(notice).toBeHidden();
  return text;
}

/** The save status (a save the gateway took): the exact words, shown without stopping the driver. */
export function savedStatus(page: Page): Locator {
  return page.getByRole('status').getByText(messages.retailNotice, { exact: true });
}

/**
 * A save's message once it shows (within `timeout` ms, else the expect timeout): the save status of a save the
 * gateway took, closed with its Close (so the next save's status is its own), or the notification dialog of any
 * other (offline, refused), closed with Ok. Answers the message.
 */
export async function settleSaveNotice(page: Page, timeout?: number): Promise<string> {
  const dialog = page.getByRole('dialog');
  const status = savedStatus(page);
  const within =
    timeout === undefined
      ? undefined
      : expectTimeout(await waitForNotice(page, timeout, messages.retailNotice), timeout);
  await expect(dialog.or(status).first()).toBeVisible({ timeout: within });
  if (await dialog.isVisible()) return closeNotice(page);
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(status).toBeHidden();
  return messages.retailNotice;
}

/**
 * Adds a photo through a gallery selector (its plus tile's file input, named
 * `addLabel`) and waits for its own new thumbnail, `Edit {photoName} {n + 1}`
 * after the n already shown.
 */
export async function addGalleryPhoto(
  page: Page,
  addLabel: string,
  photo: PhotoFile,
  photoName: string,
): Promise<Locator> {
  const escaped = photoName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shown = await page.getByRole('button', { name: new RegExp(`^Edit ${escaped} \\d+$`) }).count();
  await page.getByLabel(addLabel, { exact: true }).setInputFiles(photo);
  const tileName = `Edit ${photoName} ${shown + 1}`;
  const tile = page.getByRole('button', { name: tileName, exact: true });
  const appeared = await waitForLabel(page, tileName, 30_000);
  await expect(tile).toBeVisible({ timeout: expectTimeout(appeared, 30_000) });
  await expect(page.getByRole('status').filter({ hasText: 'Adding photo' })).toHaveCount(0);
  return tile;
}

/** Signs on the signature screen's pad: "Tap to sign" (the pad is locked until then), then a stroke across it. */
export async function signOnPad(page: Page, stroke?: [number, number, number, number]): Promise<void> {
  await page.getByRole('button', { name: 'Tap to sign' }).click();
  await expect(page.getByRole('button', { name: 'Tap to sign' })).toBeHidden();
  await drawStroke(page, page.getByRole('img', { name: /^Signature pad/ }), stroke);
}

/** Waits until the page's scroll position holds still (a swipe's fling may still be moving it). */
async function scrollHeldStill(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/**
 * Draws a stroke with the pointer across the element, from (fx0, fy0) to (fx1, fy1) as fractions of its box.
 * The element is first brought to the middle of the screen, the page still: merely in view, its stroke could
 * start under the screen's sticky foot, and a fling still scrolling would move it from under the pointer.
 */
export async function drawStroke(
  page: Page,
  target: Locator,
  [fx0, fy0, fx1, fy1]: [number, number, number, number] = [0.2, 0.5, 0.8, 0.55],
): Promise<void> {
  await scrollHeldStill(page);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await scrollHeldStill(page);
  const box = await target.boundingBox();
  if (box === null) throw new Error('nothing to draw on');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(fx0, fy0));
  await page.mouse.down();
  const steps = 24;
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    await page.mouse.move(...at(fx0 + (fx1 - fx0) * t, fy0 + (fy1 - fy0) * t + 0.08 * Math.sin(t * Math.PI)));
  }
  await page.mouse.up();
}
