/**
 * The driver completing a job through the app's completion flow (product rule 4.11):
 * the collection report and its signature pass while a collection is pending
 * (a combined job then goes on to its delivery pass), the delivery report with
 * an item issue (reason, comment, damage photo) and a property issue (reason,
 * damage photo) when the day says so, a delivered photo and a signature per
 * pass, and a balance owed collected by card. The completed outcome goes into the ledger.
 */
import { collectionPending } from '@domain/completion/completion-flow';
import { JobOutcomeStatus, JobType, TaskOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { ReasonCodeField, ReasonOption } from '@domain/reasons/reason-code';
import { reasonTree } from '@domain/reasons/reason-tree';
import { retailerIdOf } from '@domain/job/retailer';
import type { ReportEdit } from '@worker/engine-shapes';
import type { DriverHands } from './driver-hands';
import { ChaosFailure } from './run-failure';
import type { SeededRandom } from '@e2e/support/chaos-random';

/** A path from a top reason down to a reason without sub-reasons, chosen at random. */
export function randomReasonPath(random: SeededRandom, tree: readonly ReasonOption[]): ReasonOption[] {
  const path: ReasonOption[] = [];
  for (let options = tree; options.length > 0;) {
    const chosen = random.pick(options);
    path.push(chosen);
    options = chosen.options;
  }
  return path;
}

/** The retailer's reason tree of a field, as the app holds it. */
export async function reasonTreeOf(hands: DriverHands, job: Job, field: ReasonCodeField) {
  const codes = await hands.ask(`reason codes of ${job.id}`, (engine) =>
    engine.reasonCodes(retailerIdOf(job)),
  );
  return reasonTree(codes, field);
}

/** Applies report edits, each of which must be accepted. */
async function edit(hands: DriverHands, jobId: string, edits: ReportEdit[]): Promise<void> {
  for (const change of edits) {
    await hands.act(`${change.kind} on ${jobId}`, (engine) => engine.editReport(jobId, change));
  }
}

/**
 * The signature screen: a delivered photo, the printed name and a drawing;
 * where the flow goes next (the delivery report after a combined job's
 * collection pass, else done). After a teardown the stored job tells.
 */
async function signaturePass(hands: DriverHands, job: Job, customerName: string) {
  await hands.addPhoto(job.id, 'delivered', null);
  const drawing = hands.signature();
  const firstOfTwo = job.job_type === JobType.DeliveryAndCollection && collectionPending(job);
  const pass = await hands.act(
    `signature pass of ${job.id}`,
    // A balance owed is taken by card and a service call ends Job Complete; the engine uses each answer
    // only on the pass that asks for it.
    (engine) =>
      engine.completeSignaturePass({
        jobId: job.id,
        customerName,
        signature: drawing.blob,
        balance: { collected: true, paymentType: 'card' },
        serviceOutcome: { choice: TaskOutcomeStatus.JobComplete, part: '' },
      }),
    hands.landed(job.id, (stored) =>
      firstOfTwo
        ? stored.collectionProcessed === true
        : stored.job_outcome_status === JobOutcomeStatus.JobComplete,
    ),
  );
  hands.ledger.photos.push({ jobId: job.id, kind: 'signature', size: drawing.size });
  return pass?.next ?? (firstOfTwo ? 'delivery-report' : 'done');
}

/** The delivery report's issues, as the day asks for them. */
async function deliveryIssues(
  hands: DriverHands,
  random: SeededRandom,
  job: Job,
  item: boolean,
  property: boolean,
) {
  const deliverable = job.products.filter((product) => product.job_type !== JobType.Collection);
  const product = deliverable.length > 0 ? random.pick(deliverable) : null;
  if (item && product) {
    const reason = randomReasonPath(random, await reasonTreeOf(hands, job, 'product_delivery_issues')).at(-1);
    if (reason) {
      const chosen = {
        id: reason.id,
        ...(reason.mapsToDelivered === undefined ? {} : { mapsToDelivered: reason.mapsToDelivered }),
      };
      await edit(hands, job.id, [
        { kind: 'chooseProductIssue', productId: product.id, reason: chosen },
        { kind: 'setIssueComment', productId: product.id, text: `Marked in transit (${reason.label})` },
      ]);
      await hands.addPhoto(job.id, 'damage', product.id);
    }
  }
  if (property) {
    const reason = randomReasonPath(random, await reasonTreeOf(hands, job, 'job_damage_reason')).at(-1);
    if (reason) {
      await edit(hands, job.id, [{ kind: 'choosePropertyIssue', reason: { id: reason.id } }]);
      await hands.addPhoto(job.id, 'damage', null);
    }
  }
}

/** Completes the job the way the flow leads, every pass signed; the outcome goes into the ledger. */
export async function completeJob(
  hands: DriverHands,
  random: SeededRandom,
  job: Job,
  issues: { item: boolean; property: boolean },
  customerName: string,
): Promise<void> {
  let next: 'delivery-report' | 'done' = 'delivery-report';
  if (collectionPending(job)) {
    await edit(hands, job.id, [{ kind: 'selectAllCollected' }]);
    next = await signaturePass(hands, job, customerName);
  }
  if (next === 'delivery-report') {
    await deliveryIssues(hands, random, job, issues.item, issues.property);
    next = await signaturePass(hands, { ...job, collectionProcessed: true }, customerName);
  }
  if (next !== 'done') throw new ChaosFailure(`the completion of ${job.id} did not end after its passes`);
  hands.ledger.outcomes.push({
    jobId: job.id,
    outcome: JobOutcomeStatus.JobComplete,
    signedBy: customerName.trim(),
  });
}
