/**
 * The collection and delivery report edits (product rules 2.12 and 4.12), each applied with the
 * domain rule of the same name and stored at once through saveJobEdit; no
 * outbox entry (the job goes to the gateway when it is completed). A chosen
 * reason is looked up in the retailer's tree so its mapsToDelivered is the
 * retailer's own (and an item issue's delivery_issue is read from its path in
 * that tree); Cancel Report also takes its damage photos out of the cache.
 */
import { collectNone, selectAllCollected, setCollected } from '@domain/completion/collection-report';
import { withIssueComment } from '@domain/completion/issue-comment';
import type { Job } from '@domain/job/job';
import { findProduct, updateProducts } from '@domain/job/product-by-id';
import {
  applySameIssueTo,
  cancelReport,
  chooseProductIssue,
  choosePropertyIssue,
  clearProductIssue,
  clearPropertyIssue,
  setIssueQuantity,
} from '@domain/completion/product-issues';
import { isDeliveryIssue, productIssueChoice } from '@domain/completion/delivery-issue';
import { DeliveryIssue } from '@domain/job/enums';
import type { ProductIssueChoice } from '@domain/completion/delivery-issue';
import { messages } from '@domain/app/messages';
import { findReason } from '@domain/reasons/reason-lookup';
import type { ReasonCodeField } from '@domain/reasons/reason-code';
import { reasonTree } from '@domain/reasons/reason-tree';
import { retailerIdOf } from '@domain/job/retailer';
import type { ChosenReason, JobEditResult, ProductId, ReportEdit } from '../engine-shapes';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { findStoredJob } from '../jobs/find-stored-job';
import { saveJobEdit, waitingIds } from './job-edit-save';
import type { JobChange, JobEditDeps } from './job-edit-save';

/** The product an edit is about, if any. */
function productIdOf(edit: ReportEdit): ProductId | undefined {
  if ('productId' in edit) return edit.productId;
  return edit.kind === 'applySameIssueTo' ? edit.sourceId : undefined;
}

/** The edit applied to the job (reasons already resolved), with the photos it takes off. */
export function applyReportEdit(
  job: Job,
  edit: ReportEdit,
  now: number,
  cached: readonly StoredPhoto[],
): JobChange {
  const named = productIdOf(edit);
  if (named !== undefined && findProduct(job, named) === null) {
    return { ok: false, message: messages.somethingWentWrong };
  }
  switch (edit.kind) {
    case 'setCollected':
      return { ok: true, job: setCollected(job, edit.productId, edit.collected) };
    case 'selectAllCollected':
      return { ok: true, job: selectAllCollected(job) };
    case 'collectNone':
      return { ok: true, job: collectNone(job) };
    case 'chooseProductIssue':
      return { ok: true, job: chooseProductIssue(job, edit.productId, issueChoiceOf(edit.reason)) };
    case 'clearProductIssue':
      return { ok: true, job: clearProductIssue(job, edit.productId) };
    case 'setIssueQuantity':
      return { ok: true, job: setIssueQuantity(job, edit.productId, edit.quantity) };
    case 'applySameIssueTo':
      return { ok: true, job: applySameIssueTo(job, edit.sourceId, edit.targetIds) };
    case 'choosePropertyIssue':
      return { ok: true, job: choosePropertyIssue(job, edit.reason) };
    case 'clearPropertyIssue':
      return { ok: true, job: clearPropertyIssue(job) };
    case 'setIssueComment':
      return {
        ok: true,
        job: updateProducts(job, [edit.productId], (p) => withIssueComment(p, edit.text, now)),
      };
    case 'setCustomerNameDraft':
      return { ok: true, job: { ...job, customerNameDraft: edit.text } };
    case 'cancelReport': {
      const cancelled = cancelReport(job);
      const removed = cancelled.removedPhotos.map((photo) => photo.id);
      return { ok: true, job: cancelled.job, dropPhotoIds: waitingIds(cached, removed) };
    }
  }
}

/** A chosen item issue as the domain rule takes it: a kind the engine could not read counts as Damaged. */
function issueChoiceOf(reason: ChosenReason): ProductIssueChoice {
  return {
    id: reason.id,
    deliveryIssue: isDeliveryIssue(reason.deliveryIssue) ? reason.deliveryIssue : DeliveryIssue.Damaged,
    ...(reason.mapsToDelivered === undefined ? {} : { mapsToDelivered: reason.mapsToDelivered }),
  };
}

/**
 * The chosen reason as the retailer's tree has it (its mapsToDelivered and, for an item issue, the
 * delivery_issue its path names), else as the screen gave it.
 */
async function resolvedReason(
  deps: JobEditDeps,
  jobId: string,
  field: ReasonCodeField,
  chosen: ChosenReason,
): Promise<ChosenReason> {
  const stored = await findStoredJob(deps.storage, jobId, deps.now());
  if (!stored) return chosen;
  const tree = reasonTree(await deps.reasonCodes(retailerIdOf(stored.job)), field);
  const found = findReason(tree, chosen.id);
  if (found === null) {
    deps.log(`Reason ${chosen.id} is not among the retailer's ${field}; kept as chosen`);
    return chosen;
  }
  if (field === 'product_delivery_issues') return productIssueChoice(tree, chosen.id) ?? chosen;
  return {
    id: found.id,
    ...(found.mapsToDelivered === undefined ? {} : { mapsToDelivered: found.mapsToDelivered }),
  };
}

/** The edit with its chosen reason resolved against the retailer's codes. */
async function resolvedEdit(deps: JobEditDeps, jobId: string, edit: ReportEdit): Promise<ReportEdit> {
  if (edit.kind === 'chooseProductIssue') {
    return { ...edit, reason: await resolvedReason(deps, jobId, 'product_delivery_issues', edit.reason) };
  }
  if (edit.kind === 'choosePropertyIssue') {
    return { ...edit, reason: await resolvedReason(deps, jobId, 'job_damage_reason', edit.reason) };
  }
  return edit;
}

/** Applies one report edit and stores the job at once (no outbox entry). */
export async function editReport(deps: JobEditDeps, jobId: string, edit: ReportEdit): Promise<JobEditResult> {
  const resolved = await resolvedEdit(deps, jobId, edit);
  return saveJobEdit(deps, jobId, ({ stored, now }, cached) =>
    applyReportEdit(stored.job, resolved, now, cached),
  );
}
