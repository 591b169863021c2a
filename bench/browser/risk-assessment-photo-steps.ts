/**
 * The risk assessment as the photo benchmark fills it in: q2 "Yes" and q3 "No" each ask for a comment and at
 * least one photo (the photo input takes several), the other steps are answered so that Submit is enabled.
 */
import { expect, type Page } from '@playwright/test';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { cameraInput } from '@e2e/support/photo-inputs';

const questionText = (id: string) => riskQuestions.find((q) => q.id === id)!.text;

async function answer(page: Page, questionId: string, choice: 'Yes' | 'No'): Promise<void> {
  await page
    .getByRole('group', { name: questionText(questionId) })
    .getByLabel(choice)
    .check();
}

/** Opens the job's risk assessment and answers step 1 (the customer is in), landing on step 2. */
export async function openRiskAssessment(page: Page, jobId: string): Promise<void> {
  await page.goto(`/job/${jobId}/overview`);
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await answer(page, 'q1', 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Answers steps 2 to 5: the hazards (q2) and the access (q3) each with a comment and their photo files. */
export async function answerWithPhotos(
  page: Page,
  photos: { hazards: readonly string[]; access: readonly string[] },
): Promise<void> {
  const steps = [
    { id: 'q2', choice: 'Yes', comment: 'Loose paving slabs.', files: photos.hazards },
    { id: 'q3', choice: 'No', comment: 'Parking only on the next street.', files: photos.access },
  ] as const;
  for (const step of steps) {
    await answer(page, step.id, step.choice);
    await page.getByLabel(/^Comment/).fill(step.comment);
    await cameraInput(page, 'Photo').setInputFiles([...step.files]);
    await expect(page.getByRole('img', { name: /^Photo: / })).toHaveCount(step.files.length);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await answer(page, 'q4', 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await answer(page, 'q5', 'Yes');
}
