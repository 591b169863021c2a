/**
 * Product rule 4.11: completion flow for job types 1–4, a state machine over the job's
 * collectionProcessed flag; the screens only ask where to go next.
 *
 *   Complete ─┬─ collection pending ─▶ collection-report ─▶ signature ─┐
 *             ├─ collection job (2) ─────────────────────▶ signature ─┤
 *             └─ otherwise ─▶ delivery-report ─▶ signature ───────────┤
 *                                   ▲                                 │
 *                                   └─ combined (4), first pass: ◀────┤
 *                                      marks collectionProcessed      ▼
 *                                                   any other pass: finalise ─▶ done
 *
 * "Collection pending": a collection (2) or combined (4) job whose
 * collectionProcessed is not set.
 */
import type { DateInput } from '../time/dates';
import { JobType } from '../job/enums';
import { finaliseJob } from './finalise-job';
import type { Job } from '../job/job';
import { messages } from '../app/messages';
import { markCollectionPassPhotos } from './pass-photos';
import { applyServiceOutcome } from './service-outcome';
import type { ServiceOutcome } from './service-outcome';
import type { JobView } from '../accounts/routes';
import { applyBalanceAnswer } from './balance';
import type { BalanceAnswer } from './balance';

/** The job views of the completion flow. */
export type CompletionView = Extract<JobView, 'collection-report' | 'delivery-report' | 'signature'>;

/** Where the driver stands: the job screen's Complete button, or a report screen. */
export type CompletionStep = 'complete' | 'collection-report' | 'delivery-report';

/** Which signature pass comes next: the collection's or the delivery's. */
export type SignaturePass = 'collection' | 'delivery';

type FlowJob = Pick<Job, 'job_type' | 'collectionProcessed'>;

/** True for a collection (2) or combined (4) job whose collection has not been processed yet. */
export function collectionPending(job: FlowJob): boolean {
  const collects = job.job_type === JobType.Collection || job.job_type === JobType.DeliveryAndCollection;
  return collects && job.collectionProcessed !== true;
}

/** The pass the signature screen takes next: collection while one is pending, delivery otherwise. */
export function signaturePass(job: FlowJob): SignaturePass {
  return collectionPending(job) || job.job_type === JobType.Collection ? 'collection' : 'delivery';
}

/** The signature screen's button: 'Complete Collection' or 'Complete Delivery'. */
export function signatureButtonLabel(job: FlowJob): string {
  return signaturePass(job) === 'collection' ? messages.completeCollection : messages.completeDelivery;
}

/**
 * The view after a step: from Complete, the collection report while a collection
 * is pending, else the signature screen for a collection job, else the delivery
 * report; from either report, the signature screen.
 */
export function nextCompletionView(job: FlowJob, from: CompletionStep): CompletionView {
  if (from !== 'complete') return 'signature';
  if (collectionPending(job)) return 'collection-report';
  return job.job_type === JobType.Collection ? 'signature' : 'delivery-report';
}

/** Where the job screen's Complete button goes. */
export function completeDestination(job: FlowJob): CompletionView {
  return nextCompletionView(job, 'complete');
}

/** What the signature screen hands over (validated first with signatureValidationMessage). */
export interface SignaturePassInput {
  customerName: string;
  now: DateInput;
  /** The answer to the balance question, on a pass that asks it (balanceQuestionNeeded). */
  balance?: BalanceAnswer | null;
  /** A service call's outcome (service-outcome.ts); ignored on any other job. */
  serviceOutcome?: ServiceOutcome | null;
}

/** The job after a signature pass, and where the flow goes next. */
export interface SignaturePassResult {
  job: Job;
  next: Extract<CompletionView, 'delivery-report'> | 'done';
}

/**
 * A signature pass: on a combined job with its collection pending it only marks
 * collectionProcessed (and its photo as the collection pass's, so the delivery
 * pass needs one of its own) and leads to the delivery report; otherwise it applies
 * the balance answer when given (applyBalanceAnswer; the engine refuses a pass
 * that needs one and has none), finalises the job (finaliseJob), a service call
 * with the driver's outcome (applyServiceOutcome), and the flow is done. Never mutates the job.
 */
export function applySignaturePass(job: Job, input: SignaturePassInput): SignaturePassResult {
  if (job.job_type === JobType.DeliveryAndCollection && job.collectionProcessed !== true) {
    return { job: markCollectionPassPhotos({ ...job, collectionProcessed: true }), next: 'delivery-report' };
  }
  const finalised = finaliseJob(applyBalanceAnswer(job, input.balance), input);
  return { job: applyServiceOutcome(finalised, input.serviceOutcome, input.now), next: 'done' };
}
