import { describe, expect, it } from 'vitest';
import { applySignaturePass } from '@domain/completion/completion-flow';
import {
  NO_FIX_REQUIRED,
  applyServiceOutcome,
  serviceOutcomeChoices,
  serviceOutcomeMessage,
  serviceOutcomeMessages,
} from '@domain/completion/service-outcome';
import { JobOutcomeStatus, JobType, NoteType, TaskOutcomeStatus } from '@domain/job/enums';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { makeJob, makeProduct } from '../support/job-fixture';

const NOW = '2026-11-21T11:40:00';
const serviceCall = (reading: 'service' | 'delivery' = 'service') =>
  makeJob({
    job_type: JobType.ServiceOrDelivery,
    job_type_reading: reading,
    products: [makeProduct({ job_type: JobType.ServiceOrDelivery })],
  });

describe('a service call ends with a task outcome or No fix Required', () => {
  it('offers the four task outcomes and No fix Required, in the spec words', () => {
    expect(serviceOutcomeChoices.map((choice) => choice.label)).toEqual([
      'Job Complete',
      'Parts Required',
      'Review Case',
      'Collect for Repair',
      'No fix Required',
    ]);
  });

  it('asks for an outcome, and for the part with Parts Required', () => {
    expect(serviceOutcomeMessage(null)).toBe(serviceOutcomeMessages.chooseOutcome);
    expect(serviceOutcomeMessage({ choice: TaskOutcomeStatus.PartsRequired, part: '  ' })).toBe(
      serviceOutcomeMessages.namePart,
    );
    expect(serviceOutcomeMessage({ choice: TaskOutcomeStatus.PartsRequired, part: 'Motor' })).toBeNull();
    expect(serviceOutcomeMessage({ choice: NO_FIX_REQUIRED, part: '' })).toBeNull();
  });

  it('Parts Required completes the job and adds a new Part Required Note the payload sends', () => {
    const part = 'Recliner motor RX-220 '.repeat(10);
    const { job } = applySignaturePass(serviceCall(), {
      customerName: 'Ada',
      now: NOW,
      serviceOutcome: { choice: TaskOutcomeStatus.PartsRequired, part },
    });
    expect(job.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
    expect(job.task_outcome_status).toBe(TaskOutcomeStatus.PartsRequired);
    const payload = buildJobUpdatePayload(job, NOW);
    expect(payload.task_outcome_status).toBe(TaskOutcomeStatus.PartsRequired);
    expect(payload.customer[0]?.notes).toEqual([
      { id: '', type: NoteType.PartRequiredNote, note: part.trim().slice(0, 150), date: NOW, new: true },
    ]);
  });

  it('Review Case and Collect for Repair set the task outcome only', () => {
    for (const task of [TaskOutcomeStatus.ReviewCase, TaskOutcomeStatus.CollectForRepair]) {
      const job = applyServiceOutcome(serviceCall(), { choice: task, part: 'ignored' }, NOW);
      expect(job.task_outcome_status).toBe(task);
      expect(job.customer[0]?.notes).toEqual([]);
    }
  });

  it('No fix Required is the job outcome, with no task outcome', () => {
    const { job } = applySignaturePass(serviceCall(), {
      customerName: 'Ada',
      now: NOW,
      serviceOutcome: { choice: NO_FIX_REQUIRED, part: '' },
    });
    expect(job.job_outcome_status).toBe(JobOutcomeStatus.NoFixRequired);
    expect(job.task_outcome_status).toBeNull();
    expect(job.job_outcome_time).toBe(NOW);
  });

  it('leaves a delivery alone, type 1 read as Delivery included', () => {
    const outcome = { choice: TaskOutcomeStatus.PartsRequired, part: 'Motor' };
    const delivery = serviceCall('delivery');
    expect(applyServiceOutcome(delivery, outcome, NOW)).toBe(delivery);
    const { job } = applySignaturePass(delivery, { customerName: 'Ada', now: NOW, serviceOutcome: outcome });
    expect(job.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
    expect(job.task_outcome_status).toBeUndefined();
  });
});
