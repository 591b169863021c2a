import { describe, expect, it } from 'vitest';
import {
  applySignaturePass,
  collectionPending,
  completeDestination,
  nextCompletionView,
  signatureButtonLabel,
  signaturePass,
} from '@domain/completion/completion-flow';
import type { CompletionView } from '@domain/completion/completion-flow';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 15, 30, 45);
const input = { customerName: '  Ada Lovelace ', now };

const bed = makeProduct({ id: 'd1', description: 'Bed frame', job_type: JobType.DeliveryOrItemsToDeliver });
const oldBed = makeProduct({
  id: 'c1',
  description: 'Old bed',
  job_type: JobType.Collection,
  delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
});
const recliner = makeProduct({
  id: 's1',
  description: 'Recliner',
  job_type: JobType.ServiceOrDelivery,
  delivery_job: { planned_quantity: 1, delivered_quantity: 1 },
});

function jobOfType(job_type: JobType, extra: Partial<Job> = {}): Job {
  const products = {
    [JobType.ServiceOrDelivery]: [recliner],
    [JobType.Collection]: [oldBed],
    [JobType.DeliveryOrItemsToDeliver]: [bed],
    [JobType.DeliveryAndCollection]: [bed, oldBed],
  }[job_type];
  return makeJob({ job_type, products, ...extra });
}

/** Walks the flow as the screens do, from Complete to done; returns the views visited and the last job. */
function walk(start: Job, onReport: (job: Job, view: CompletionView) => Job = (job) => job) {
  const views: (CompletionView | 'done')[] = [];
  let job = start;
  let view: CompletionView | 'done' = completeDestination(job);
  while (view !== 'done' && views.length < 10) {
    views.push(view);
    if (view === 'signature') {
      const pass = applySignaturePass(job, input);
      job = pass.job;
      view = pass.next;
    } else {
      job = onReport(job, view);
      view = nextCompletionView(job, view);
    }
  }
  views.push(view);
  return { views, job };
}

describe('completeDestination: where Complete goes (product rule 4.11)', () => {
  it.each([
    [JobType.ServiceOrDelivery, false, 'delivery-report'],
    [JobType.DeliveryOrItemsToDeliver, false, 'delivery-report'],
    [JobType.Collection, false, 'collection-report'],
    [JobType.Collection, true, 'signature'],
    [JobType.DeliveryAndCollection, false, 'collection-report'],
    [JobType.DeliveryAndCollection, true, 'delivery-report'],
  ] as const)('job type %i, collectionProcessed %s → %s', (type, processed, expected) => {
    const job = jobOfType(type, { collectionProcessed: processed });
    expect(completeDestination(job)).toBe(expected);
    expect(nextCompletionView(job, 'complete')).toBe(expected);
  });

  it('treats a missing collectionProcessed flag as not processed', () => {
    expect(completeDestination({ job_type: JobType.Collection })).toBe('collection-report');
    expect(collectionPending({ job_type: JobType.DeliveryAndCollection })).toBe(true);
    expect(collectionPending({ job_type: JobType.DeliveryOrItemsToDeliver })).toBe(false);
  });

  it('goes from either report to the signature screen', () => {
    for (const type of [1, 2, 3, 4] as const) {
      expect(nextCompletionView(jobOfType(type), 'collection-report')).toBe('signature');
      expect(nextCompletionView(jobOfType(type), 'delivery-report')).toBe('signature');
    }
  });
});

describe('the signature pass and its button', () => {
  it('is the collection pass for collection jobs and for a combined job until its collection is processed', () => {
    expect(signaturePass(jobOfType(JobType.Collection))).toBe('collection');
    expect(signaturePass(jobOfType(JobType.Collection, { collectionProcessed: true }))).toBe('collection');
    expect(signaturePass(jobOfType(JobType.DeliveryAndCollection))).toBe('collection');
    expect(signaturePass(jobOfType(JobType.DeliveryAndCollection, { collectionProcessed: true }))).toBe(
      'delivery',
    );
    expect(signaturePass(jobOfType(JobType.ServiceOrDelivery))).toBe('delivery');
    expect(signaturePass(jobOfType(JobType.DeliveryOrItemsToDeliver))).toBe('delivery');
  });

  it('labels the button "Complete Collection" or "Complete Delivery"', () => {
    expect(signatureButtonLabel(jobOfType(JobType.Collection))).toBe('Complete Collection');
    expect(signatureButtonLabel(jobOfType(JobType.DeliveryAndCollection))).toBe('Complete Collection');
    expect(
      signatureButtonLabel(jobOfType(JobType.DeliveryAndCollection, { collectionProcessed: true })),
    ).toBe('Complete Delivery');
    expect(signatureButtonLabel(jobOfType(JobType.DeliveryOrItemsToDeliver))).toBe('Complete Delivery');
    expect(signatureButtonLabel(jobOfType(JobType.ServiceOrDelivery))).toBe('Complete Delivery');
  });
});

describe('the whole flow, job types 1–4', () => {
  it.each([
    [JobType.ServiceOrDelivery, ['delivery-report', 'signature', 'done']],
    [JobType.Collection, ['collection-report', 'signature', 'done']],
    [JobType.DeliveryOrItemsToDeliver, ['delivery-report', 'signature', 'done']],
    [
      JobType.DeliveryAndCollection,
      ['collection-report', 'signature', 'delivery-report', 'signature', 'done'],
    ],
  ] as const)('job type %i visits %j and ends Job Complete', (type, expected) => {
    const { views, job } = walk(jobOfType(type));
    expect(views).toEqual(expected);
    expect(job.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
    expect(job.job_outcome_time).toBe('2026-11-21T15:30:45');
    expect(job.collectionPhaseComplete).toBe(true);
    expect(job.changed).toBe(true);
    expect(job.signed_by).toBe('Ada Lovelace');
  });

  it('a processed combined job resumes at the delivery report and needs one more pass', () => {
    const { views } = walk(jobOfType(JobType.DeliveryAndCollection, { collectionProcessed: true }));
    expect(views).toEqual(['delivery-report', 'signature', 'done']);
  });
});

describe('applySignaturePass on a combined job (type 4)', () => {
  it('first pass: only marks collectionProcessed and goes to the delivery report', () => {
    const job = jobOfType(JobType.DeliveryAndCollection, {
      collectionProcessed: false,
      products: [bed, { ...oldBed, delivery_job: { planned_quantity: 1, delivered_quantity: 1 } }],
    });
    const before = structuredClone(job);
    const pass = applySignaturePass(job, input);
    expect(pass.next).toBe('delivery-report');
    expect(pass.job).toEqual({ ...job, collectionProcessed: true });
    expect(pass.job.job_outcome_status).toBe(JobOutcomeStatus.NotStarted);
    expect(pass.job.collectionPhaseComplete).toBeUndefined();
    expect(job).toEqual(before);
  });

  it('second pass: completes the job, applies quantities and outcomes, keeps the collected items', () => {
    const first = applySignaturePass(
      jobOfType(JobType.DeliveryAndCollection, {
        products: [
          { ...bed, delivery_job: { planned_quantity: 2, delivered_quantity: 0 } },
          { ...oldBed, delivery_job: { planned_quantity: 1, delivered_quantity: 1 } },
        ],
      }),
      input,
    ).job;
    const second = applySignaturePass(first, input);
    expect(second.next).toBe('done');
    expect(second.job).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      job_outcome_time: '2026-11-21T15:30:45',
      collectionProcessed: true,
      collectionPhaseComplete: true,
      changed: true,
    });
    expect(
      second.job.products.map((p) => [p.id, p.outcome_status, p.delivery_job.delivered_quantity]),
    ).toEqual([
      ['d1', 0, 2],
      ['c1', 0, 1],
    ]);
    expect(second.job.delivery_job.is_collected).toBe(true);
  });
});

describe('applySignaturePass on the other job types', () => {
  it.each([JobType.ServiceOrDelivery, JobType.Collection, JobType.DeliveryOrItemsToDeliver])(
    'type %i completes on its first pass',
    (type) => {
      const pass = applySignaturePass(jobOfType(type), input);
      expect(pass.next).toBe('done');
      expect(pass.job.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
      expect(pass.job.collectionPhaseComplete).toBe(true);
    },
  );
});
