/**
 * The record's events of a decided job: the outcome (complete, failed with its reason path and front-door
 * photo, suspended with its reason and note), by whom and when; the delivery or collection report's issues;
 * the customer's printed name, the signature and the delivered photos (proof); and the balance answer.
 */
import { balanceReasonLabel, formatPounds, paymentTypeLabel } from '../completion/balance';
import { COLLECTION_DAMAGE_TYPE, DAMAGE_PHOTO_TYPE } from '../completion/damage-photos';
import { isDeliveryIssue, quantityText } from '../completion/delivery-issue';
import { COLLECTION_PASS_HEADING, PASS_PHOTO_TYPE } from '../completion/pass-photos';
import { hasIssue } from '../completion/product-outcome';
import {
  JobOutcomeStatus,
  JobType,
  NoteType,
  TaskOutcomeStatus,
  deliveryIssueLabels,
  jobOutcomeLabels,
  suspendReasonLabels,
  taskOutcomeLabels,
} from '../job/enums';
import type { Job, Product } from '../job/job';
import { formatTimestamp } from '../time/dates';
import type { EvidenceActor, EvidenceEvent, EvidenceImage, EvidenceIssue } from './evidence-record';
import { jobPhotos, payloadTime, positionNear, reasonLabels, receivedWith } from './evidence-inputs';
import type {
  ImageClaim,
  JobPhoto,
  EvidenceHeartbeatInput,
  EvidenceInputs,
  EvidenceUpdateInput,
} from './evidence-inputs';

/*
 * The job's photos as record images: each gallery photo (or an item's) read
 * against what is stored under its link, with the SHA-256 the phone sent with
 * it, its annotated mark, and when the update carrying it reached the gateway.
 */

/** What the outcome, report and proof events are built from. */
export interface OutcomeContext {
  inputs: EvidenceInputs;
  positions: readonly EvidenceHeartbeatInput[];
  image: (claim: ImageClaim) => EvidenceImage;
}

function photoClaim(photo: JobPhoto, label: string, receivedAt: string | null): ImageClaim {
  return {
    link: photo.image.uri,
    label,
    capturedSha256: photo.image.sha256 ?? null,
    annotated: photo.image.annotated === true,
    receivedAt,
  };
}

/** The record images of the job's photos that keep() accepts, labelled. */
export function photosOf(
  context: OutcomeContext,
  keep: (photo: JobPhoto) => boolean,
  label: (photo: JobPhoto) => string,
): EvidenceImage[] {
  return jobPhotos(context.inputs.job)
    .filter(keep)
    .map((p) => context.image(photoClaim(p, label(p), receivedWith(context.inputs.updates, p.image.uri))));
}

/*
 * The delivery or collection report's issues in the record: the property issue
 * (job_damage_reason path and its damage photos) and each item's issue
 * (product_delivery_issues path, its comment: the latest product note, its
 * kind and count as the job holds them, and its damage or collection-damage
 * photos).
 */

/** An item's issue comment: its latest product note ('' when none). */
function itemComment(product: Product): string {
  return (product.notes ?? []).filter((n) => n.type === NoteType.ProductNote).at(-1)?.note ?? '';
}

/**
 * An item's issue kind and count, e.g. "Damaged · Delivered 1 of 1": the delivered quantity once the job is
 * complete, else the count the issue holds; undefined for an item without an issue.
 */
export function itemOutcome(job: Pick<Job, 'job_outcome_status'>, product: Product): string | undefined {
  if (!hasIssue(product)) return undefined;
  const details = product.delivery_job;
  const count =
    job.job_outcome_status === JobOutcomeStatus.JobComplete
      ? details.delivered_quantity
      : (details.new_delivered_quantity ?? 0);
  const verb = product.job_type === JobType.Collection ? 'Collected' : 'Delivered';
  const kind = isDeliveryIssue(details.delivery_issue)
    ? `${deliveryIssueLabels[details.delivery_issue]} · `
    : '';
  return `${kind}${quantityText(verb, count, details.planned_quantity)}`;
}

const DAMAGE_TYPES: readonly string[] = [DAMAGE_PHOTO_TYPE, COLLECTION_DAMAGE_TYPE];

/** The report's issues: the property's first, then the items' in the job's order ([] without any). */
export function reportIssues(context: OutcomeContext): EvidenceIssue[] {
  const { job, reasonCodes } = context.inputs;
  const damage = (product: Product | null) => (p: JobPhoto) =>
    DAMAGE_TYPES.includes(p.image.type) && p.product?.id === product?.id;
  const issues: EvidenceIssue[] = [];
  const property = reasonLabels(reasonCodes, 'job_damage_reason', job.delivery_job.damage_reason);
  const propertyPhotos = photosOf(context, damage(null), () => 'Damage: Property');
  if (property.length > 0 || propertyPhotos.length > 0) {
    issues.push({ subject: 'Property', reasonPath: property, comment: '', photos: propertyPhotos });
  }
  for (const product of job.products) {
    const path = reasonLabels(reasonCodes, 'product_delivery_issues', product.delivery_job.damage_reason);
    const photos = photosOf(context, damage(product), () => `Damage: ${product.name}`);
    if (path.length === 0 && photos.length === 0) continue;
    const outcome = itemOutcome(job, product);
    issues.push({
      subject: product.name,
      reasonPath: path,
      comment: itemComment(product),
      ...(outcome === undefined ? {} : { outcome }),
      photos,
    });
  }
  return issues;
}

/*
 * The outcome, report and proof events: what was decided, by whom and when (the deciding update), with the
 * report's issues above and the customer's printed name, the signature and the delivered photos.
 */

/** The update that decided the job's current outcome (the latest setting it), else the latest update, else null. */
function decidingUpdate(job: Job, updates: readonly EvidenceUpdateInput[]): EvidenceUpdateInput | null {
  return updates.filter((u) => u.outcome === job.job_outcome_status).at(-1) ?? updates.at(-1) ?? null;
}

/** The suspension's note: the first customer's latest job note ('' when none). */
function suspensionNote(job: Job): { note: string; at: string | null } {
  const note = (job.customer[0]?.notes ?? []).filter((n) => n.type === NoteType.JobNote).at(-1);
  return { note: note?.note ?? '', at: note?.date ?? null };
}

/** A service call's task outcome in words and, with Parts Required, the part (the latest Part Required Note). */
function taskOutcomeOf(job: Job): { taskOutcome?: string; part?: string } {
  const task = job.task_outcome_status;
  if (task === null || task === undefined || taskOutcomeLabels[task] === undefined) return {};
  if (task !== TaskOutcomeStatus.PartsRequired) return { taskOutcome: taskOutcomeLabels[task] };
  const part = (job.customer[0]?.notes ?? []).filter((n) => n.type === NoteType.PartRequiredNote).at(-1);
  return { taskOutcome: taskOutcomeLabels[task], part: part?.note ?? '' };
}

/** Who decided, when, and when it reached the gateway: shared by the outcome, report and proof events. */
export interface Decision {
  at: string;
  receivedAt: string | null;
  by: EvidenceActor;
}

/** The deciding update's time, author and arrival (also the balance event's). */
export function decisionOf(inputs: EvidenceInputs): Decision {
  const { job, updates, placement } = inputs;
  const update = decidingUpdate(job, updates);
  const suspended = job.job_outcome_status === JobOutcomeStatus.Suspended;
  const at =
    (suspended ? suspensionNote(job).at : null) ??
    job.job_outcome_time ??
    payloadTime(update?.payload) ??
    (update?.receivedAt ? formatTimestamp(update.receivedAt) : '');
  const by = update?.by ?? { role: 'driver', username: placement.driverId, name: placement.driverId };
  return { at, receivedAt: update?.receivedAt ?? null, by };
}

function outcomeEvent(context: OutcomeContext, decision: Decision): EvidenceEvent {
  const { job, reasonCodes, customerPosition } = context.inputs;
  const status = job.job_outcome_status;
  const failed = status === JobOutcomeStatus.Failed;
  const suspendReason = Number(job.job_suspend_reason) as keyof typeof suspendReasonLabels;
  return {
    kind: 'outcome',
    ...decision,
    outcome: jobOutcomeLabels[status] ?? String(status),
    ...(status === JobOutcomeStatus.JobComplete ? taskOutcomeOf(job) : {}),
    reasonPath: failed
      ? reasonLabels(reasonCodes, 'job_failure_reasons', job.delivery_job.job_failed_reason)
      : status === JobOutcomeStatus.Suspended && suspendReasonLabels[suspendReason] !== undefined
        ? [suspendReasonLabels[suspendReason]]
        : [],
    note: status === JobOutcomeStatus.Suspended ? suspensionNote(job).note : '',
    photos: failed
      ? photosOf(
          context,
          (p) => p.image.type === 'failed',
          () => 'Front door',
        )
      : [],
    position: positionNear(context.positions, decision.at || null, customerPosition),
  };
}

function proofEvent(context: OutcomeContext, decision: Decision): EvidenceEvent | null {
  const { job, updates } = context.inputs;
  const link = job.signature ?? null;
  const signature =
    link === null
      ? null
      : context.image({
          link,
          label: 'Signature',
          capturedSha256: job.signature_sha256 ?? null,
          receivedAt: receivedWith(updates, link),
        });
  const photos = photosOf(
    context,
    (p) => p.image.type === PASS_PHOTO_TYPE,
    (p) => (p.image.heading === COLLECTION_PASS_HEADING ? 'Delivered (collection pass)' : 'Delivered'),
  );
  const signedBy = job.signed_by?.trim() ?? '';
  if (signature === null && photos.length === 0 && signedBy === '') return null;
  const receivedAt = (link === null ? null : receivedWith(updates, link)) ?? decision.receivedAt;
  return { kind: 'proof', at: decision.at, receivedAt, signedBy, signature, photos };
}

/** The outcome, report and proof events of a job whose outcome is decided ([] while it is Not Started). */
export function outcomeEvents(context: OutcomeContext): EvidenceEvent[] {
  const decision = decisionOf(context.inputs);
  const decided = context.inputs.job.job_outcome_status !== JobOutcomeStatus.NotStarted;
  const issues = reportIssues(context);
  const proof = proofEvent(context, decision);
  return [
    ...(decided ? [outcomeEvent(context, decision)] : []),
    ...(issues.length > 0 ? [{ kind: 'report' as const, ...decision, issues }] : []),
    ...(proof ? [proof] : []),
  ];
}

/*
 * The record's balance event: what the driver answered on the signature
 * screen about the balance owed (domain/completion/balance.ts), with the
 * completion's time, author and arrival at the gateway. Only a job that
 * records an answer has one: collected (balance_paid with the amount taken)
 * or not collected (a reason).
 */

/** The balance event of a completed job with an answer, else null. */
export function balanceEvent(inputs: EvidenceInputs): EvidenceEvent | null {
  const { job } = inputs;
  if (job.job_outcome_status !== JobOutcomeStatus.JobComplete) return null;
  const details = job.delivery_job;
  const taken = details.balance_amount_taken;
  const reason = balanceReasonLabel(details.balance_reason);
  const collected = details.balance_paid === true && taken !== undefined && taken > 0;
  if (!collected && reason === null) return null;
  return {
    kind: 'balance',
    ...decisionOf(inputs),
    collected,
    amount: formatPounds(collected ? (taken ?? 0) : details.account_balance),
    paymentType: collected ? (paymentTypeLabel(job.payment_type) ?? '') : '',
    reason: collected ? '' : (reason ?? ''),
  };
}
