/**
 * What an evidence record must show, checked on the page: the risk assessment's answers as the driver
 * gave them (answerRiskAssessmentSafely in completion.ts), each item's planned and delivered quantity,
 * and the position at completion worded from the positions the gateway holds for the job.
 */
import { expect, type Page } from '@playwright/test';
import type { Database } from '@server/db/database';
import type { Job } from '@domain/job/job';
import { distanceMetres } from '@domain/location/geo-distance';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { positionsSince, type AtCustomer } from './arrival-at-customer';

/** The answers answerRiskAssessmentSafely gives (q6 is a comment, left empty). */
const SAFE_ANSWERS: Readonly<Record<string, 'Yes' | 'No'>> = {
  q1: 'Yes',
  q2: 'No',
  q3: 'Yes',
  q4: 'Yes',
  q5: 'Yes',
};

/** One row of the record's items table. */
export interface EvidenceItemRow {
  name: string;
  planned: number;
  delivered: number;
}

/** The rows of a delivery with no item issue: every item delivered in full (product rule 4.11). */
export function deliveredInFull(job: Job): EvidenceItemRow[] {
  return job.products.map(({ name, delivery_job: { planned_quantity } }) => ({
    name,
    planned: planned_quantity,
    delivered: planned_quantity,
  }));
}

/** The record's risk assessment lists every question with the safe answer, no comment and no photo. */
export async function expectSafeRiskAnswers(page: Page): Promise<void> {
  const answers = page.locator('.record-event--riskAssessment .record-answers > li');
  const lines = riskQuestions.map((question) => `${question.text} ${SAFE_ANSWERS[question.id] ?? ''}`.trim());
  await expect(answers).toHaveText(lines);
  await expect(answers.locator('img')).toHaveCount(0);
}

/** The record's items table holds exactly these rows: name, planned, delivered. */
export async function expectItemRows(page: Page, rows: readonly EvidenceItemRow[]): Promise<void> {
  const body = page.getByRole('table', { name: 'Items' }).locator('tbody > tr');
  await expect(body).toHaveCount(rows.length);
  for (const row of rows) {
    const shown = body.filter({ has: page.getByRole('rowheader', { name: row.name, exact: true }) });
    await expect(shown.getByRole('cell')).toHaveText([String(row.planned), String(row.delivered)]);
  }
}

/**
 * The record's "Position at completion" line: the phone stood still, so every position the gateway holds
 * for the job (filed under it, or generic) since it stood at the customer words the same; the line is that wording.
 */
export async function completionPositionLine(
  db: Database,
  username: string,
  jobId: string,
  at: AtCustomer,
): Promise<string> {
  const rows = await positionsSince(db, username, jobId, at.since);
  const wordings = new Set(
    rows.map((row) => {
      const metres = Math.round(distanceMetres(row, at.customer));
      return `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}, ${metres} m from the customer`;
    }),
  );
  expect([...wordings], 'the positions the gateway holds for the job').toHaveLength(1);
  return `Position at completion: ${[...wordings][0] ?? ''}`;
}
