// The job update payload of a job completed through the product rule 4.11 completion flow.
import { describe, expect, it } from 'vitest';
import { applySignaturePass } from '@domain/completion/completion-flow';
import { JobType, NoteType } from '@domain/job/enums';
import { withIssueComment } from '@domain/completion/issue-comment';
import type { Job } from '@domain/job/job';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { applyFailure } from '@domain/outcomes/job-outcome';
import { chooseProductIssue, choosePropertyIssue } from '@domain/completion/product-issues';
import { toggleCollected } from '@domain/completion/collection-report';
import { issueChoice, productReasons, propertyReasons, reason } from '../support/issue-reasons-fixture';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 17, 45, 0);
const input = { customerName: 'Ada Lovelace', now };

function combinedJob(): Job {
  const job = makeJob({
    job_type: JobType.DeliveryAndCollection,
    products: [
      makeProduct({
        id: 'd1',
        description: 'Bed',
        delivery_job: { planned_quantity: 2, delivered_quantity: 0 },
      }),
      makeProduct({ id: 'd2', description: 'Mattress' }),
      makeProduct({ id: 'd3', description: 'Headboard' }),
      makeProduct({ id: 'c1', description: 'Old bed', job_type: JobType.Collection }),
      makeProduct({ id: 'c2', description: 'Old mattress', job_type: JobType.Collection }),
    ],
  });
  return { ...job, delivery_job: { ...job.delivery_job, account_balance: 45.5, balance_paid: true } };
}

/** Collection report → signature → delivery report (issues) → signature. */
function completeCombined(): Job {
  let job = toggleCollected(combinedJob(), 'c1');
  job = applySignaturePass(job, input).job;
  job = chooseProductIssue(job, 'd2', issueChoice(productReasons, 1049));
  job = chooseProductIssue(job, 'd3', issueChoice(productReasons, 1048));
  job = {
    ...job,
    products: job.products.map((p) => (p.id === 'd3' ? withIssueComment(p, 'Not wanted', now) : p)),
  };
  job = choosePropertyIssue(job, reason(propertyReasons, 1027));
  return applySignaturePass(job, input).job;
}

describe('the payload of a completed job', () => {
  it('sends Job Complete, the flags, the quantities and outcome_status 1 (delivered) or 4', () => {
    const payload = buildJobUpdatePayload(completeCombined(), now);
    expect(payload).toMatchObject({
      job_outcome_status: 1,
      job_outcome_time: '2026-11-21T17:45:00',
      collectionProcessed: true,
      collectionPhaseComplete: true,
      signed_by: 'Ada Lovelace',
    });
    expect(
      payload.products.map((p) => [
        p.id,
        p.outcome_status,
        p.delivery_job.delivered_quantity,
        p.delivery_job.damage_reason ?? null,
      ]),
    ).toEqual([
      ['d1', 1, 2, null],
      ['d2', 1, 1, 1049],
      ['d3', 4, 0, 1048],
      ['c1', 1, 1, null],
      ['c2', 4, 0, null],
    ]);
    expect(payload.delivery_job).toMatchObject({
      damage_reason: 1027,
      is_collected: true,
      account_balance: 0,
      balance_collected: true,
      balanceCollected: true,
    });
  });

  it('sends the issue comment as a new product note and no device-only flags', () => {
    const payload = buildJobUpdatePayload(completeCombined(), now);
    expect(payload.products.find((p) => p.id === 'd3')?.notes).toEqual([
      { id: '', type: NoteType.ProductNote, note: 'Not wanted', date: '2026-11-21T17:45:00', new: true },
    ]);
    expect('changed' in payload).toBe(false);
  });

  it('sends outcome_status 4 for every product of a job that is not complete', () => {
    const failed = applyFailure(combinedJob(), 1001, now);
    expect(buildJobUpdatePayload(failed, now).products.map((p) => p.outcome_status)).toEqual([4, 4, 4, 4, 4]);
    expect(buildJobUpdatePayload(makeJob(), now).products.map((p) => p.outcome_status)).toEqual([4]);
  });
});
