import { describe, expect, it } from 'vitest';
import { glidesText, outcomeQuantityText } from '@src/screens/job/product-details';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { makeProduct } from '../domain/support/job-fixture';

describe('the Items tab product details', () => {
  it('shows glides S/M/L when the product comes with any', () => {
    const glides = (s: number, m: number, l: number) =>
      glidesText({
        additional_attributes: { glide_s_quantity: s, glide_m_quantity: m, glide_l_quantity: l },
      });
    expect(glides(4, 0, 0)).toBe('S 4 · M 0 · L 0');
    expect(glides(0, 6, 2)).toBe('S 0 · M 6 · L 2');
    expect(glides(0, 0, 0)).toBeNull();
    expect(glidesText({})).toBeNull();
  });

  it('shows the count once the job is complete, or while an issue holds one', () => {
    const sofa = makeProduct({ delivery_job: { planned_quantity: 2, delivered_quantity: 2 } });
    const complete = { job_outcome_status: JobOutcomeStatus.JobComplete };
    const open = { job_outcome_status: JobOutcomeStatus.NotStarted };
    expect(outcomeQuantityText(complete, sofa)).toBe('Delivered 2 of 2');
    expect(outcomeQuantityText(open, sofa)).toBeNull();
    const damaged = makeProduct({
      delivery_job: {
        planned_quantity: 2,
        delivered_quantity: 0,
        damage_reason: 9,
        new_delivered_quantity: 1,
      },
    });
    expect(outcomeQuantityText(open, damaged)).toBe('Delivered 1 of 2');
    const collected = makeProduct({
      job_type: JobType.Collection,
      delivery_job: { planned_quantity: 1, delivered_quantity: 1 },
    });
    expect(outcomeQuantityText(complete, collected)).toBe('Collected 1 of 1');
  });
});
