/**
 * /job/{id}/delivery-report (product rules 2.12, 4.12 and 5.5): "Report an issue" opens the
 * accordions "Property Issue" and "Furniture Issue" (reasons from the
 * retailer's codes, chosen level by level, stored at once); clearing an issue
 * asks first; "Cancel Report" clears every issue and removes the damage photos.
 * Continue shows each delivery report message (product rule 5.5) in the item at fault (the
 * property issue, or the item's card) and moves focus to the first, or goes on
 * to the signature.
 */
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Accordion } from '../../components/accordion';
import { ConfirmDialog, type ConfirmButton } from '../../components/confirm-dialog';
import { useJobEdits } from '../../components/use-job-edits';
import { ReasonCodesMissing } from '../../components/reason-codes-missing';
import { useReasonTrees } from '../../components/use-reason-trees';
import { nextCompletionView } from '@domain/completion/completion-flow';
import {
  deliveryReportMessages,
  productIssueMessages,
  propertyIssueMessages,
} from '@domain/completion/delivery-report-validation';
import { issueComment } from '@domain/completion/issue-comment';
import type { Job, Product } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { productKey } from '@domain/job/product-by-id';
import {
  applySameIssueTo,
  cancelReport as cancelledReport,
  chooseProductIssue,
  choosePropertyIssue,
  clearProductIssue,
  clearPropertyIssue,
  deliveryReportItems,
  sameIssueCandidates,
  setIssueQuantity,
} from '@domain/completion/product-issues';
import { productIssueChoice } from '@domain/completion/delivery-issue';
import { DeliveryIssue } from '@domain/job/enums';
import type { ReasonOption } from '@domain/reasons/reason-code';
import { retailerIdOf } from '@domain/job/retailer';
import { jobPath } from '@domain/accounts/routes';
import { JobHeader } from '../job/job-header';
import { withCommentDrafts } from './comment-drafts';
import { FurnitureItem } from './furniture-item';
import { FIRST_PROBLEM_SELECTOR } from './item-problems';
import { PROPERTY_SUBJECT, PropertyIssue } from './property-issue';
import { chosenReasonOf, reportStartsOpen } from './report-open';
import { useCommentDrafts } from './use-comment-drafts';
import '../../styles/job-forms.css';
import '../../styles/completion.css';

/** The report's two trees: property damage and product issues. */
const reportFields = { property: 'job_damage_reason', product: 'product_delivery_issues' } as const;

type Clearing = { kind: 'property' } | { kind: 'product'; product: Product };

const clearButtons: readonly ConfirmButton<'cancel' | 'clear'>[] = [
  { text: messages.cancel, value: 'cancel' },
  { text: messages.clearIssue, value: 'clear', tone: 'danger' },
];

/** The delivery report of a job. */
export default function DeliveryReportScreen({ job: stored }: { job: Job }) {
  const { job, edit, apply, settled } = useJobEdits(stored);
  const reasons = useReasonTrees(retailerIdOf(job), reportFields);
  const drafts = useCommentDrafts(edit);
  const [, navigate] = useLocation();
  const [reporting, setReporting] = useState(() => reportStartsOpen(stored));
  const [expanded, setExpanded] = useState({ property: true, furniture: true });
  const [attempted, setAttempted] = useState(false);
  const [clearing, setClearing] = useState<Clearing | null>(null);
  const [leaving, setLeaving] = useState(false);
  const reportRef = useRef<HTMLDivElement>(null);

  const trees = reasons.status === 'ready' ? reasons.trees : { property: [], product: [] };
  const shown = withCommentDrafts(job, drafts.drafts, Date.now());
  const checkOf = (candidate: Job) => ({
    job: candidate,
    propertyReasons: trees.property,
    productReasons: trees.product,
  });
  const propertyProblems = attempted ? propertyIssueMessages(checkOf(shown)) : [];
  const items = deliveryReportItems(shown);

  const proceed = async () => {
    setLeaving(true);
    const latest = withCommentDrafts(await settled(), drafts.drafts, Date.now());
    if (deliveryReportMessages(checkOf(latest)).length > 0) {
      setAttempted(true);
      setLeaving(false);
      // Both sections open, so the item at fault shows; then focus its messages.
      setExpanded({ property: true, furniture: true });
      requestAnimationFrame(() =>
        reportRef.current?.querySelector<HTMLElement>(FIRST_PROBLEM_SELECTOR)?.focus(),
      );
      return;
    }
    await drafts.flush();
    await settled();
    navigate(jobPath(job.id, nextCompletionView(job, 'delivery-report')), { transition: true });
  };

  const cancelReport = () => {
    drafts.discard(null);
    setReporting(false);
    setAttempted(false);
    void edit({ kind: 'cancelReport' }, (shown) => cancelledReport(shown).job);
  };

  const confirmClear = (choice: 'cancel' | 'clear' | null) => {
    const target = clearing;
    setClearing(null);
    if (choice !== 'clear' || target === null) return;
    if (target.kind === 'property') return void edit({ kind: 'clearPropertyIssue' }, clearPropertyIssue);
    const { id } = target.product;
    drafts.discard(id);
    void edit({ kind: 'clearProductIssue', productId: id }, (shown) => clearProductIssue(shown, id));
  };

  /** An item's issue: its kind and quantity read from the reason's path (the engine reads them again). */
  const chooseIssue = (item: Product, reason: ReasonOption) => {
    const choice = productIssueChoice(trees.product, reason.id) ?? {
      id: reason.id,
      deliveryIssue: DeliveryIssue.Damaged,
    };
    void edit({ kind: 'chooseProductIssue', productId: item.id, reason: choice }, (shown) =>
      chooseProductIssue(shown, item.id, choice),
    );
  };

  const setQuantity = (item: Product, quantity: number) =>
    void edit({ kind: 'setIssueQuantity', productId: item.id, quantity }, (shown) =>
      setIssueQuantity(shown, item.id, quantity),
    );

  const toggle = (key: 'property' | 'furniture') =>
    setExpanded((current) => ({ ...current, [key]: !current[key] }));

  return (
    <div className="job-form">
      <JobHeader job={job} back={{ href: jobPath(job.id, 'overview'), label: 'Back to job' }} />
      <h2 className="job-form__title">Delivery report</h2>
      {reporting ? (
        <button type="button" className="button button--danger button--block" onClick={cancelReport}>
          {messages.cancelReport}
        </button>
      ) : (
        <>
          <p className="job-form__hint">
            Report an issue if an item is damaged, missing or not required, or the customer&apos;s property
            was damaged.
          </p>
          <button type="button" className="button button--block" onClick={() => setReporting(true)}>
            {messages.reportAnIssue}
          </button>
        </>
      )}
      {reporting && reasons.status === 'loading' && (
        <p className="page-message" role="status">
          {messages.loading}
        </p>
      )}
      {reporting && reasons.status === 'missing' && (
        <ReasonCodesMissing use="report an issue" onRetry={reasons.retry} />
      )}
      {reporting && reasons.status === 'failed' && (
        <p className="form-error" role="alert">
          {messages.somethingWentWrong}
        </p>
      )}
      {reporting && reasons.status === 'ready' && (
        <div ref={reportRef}>
          <Accordion
            level={3}
            title={messages.propertyIssue}
            expanded={expanded.property}
            onToggle={() => toggle('property')}
          >
            <div className="report-group">
              <PropertyIssue
                job={shown}
                tree={trees.property}
                problems={propertyProblems}
                onReason={(reason) =>
                  void edit({ kind: 'choosePropertyIssue', reason: chosenReasonOf(reason) }, (shown) =>
                    choosePropertyIssue(shown, reason),
                  )
                }
                onClear={() => setClearing({ kind: 'property' })}
                onPhoto={apply}
              />
            </div>
          </Accordion>
          <Accordion
            level={3}
            title={messages.furnitureIssue}
            detail={`${items.length} ${items.length === 1 ? 'item' : 'items'}`}
            expanded={expanded.furniture}
            onToggle={() => toggle('furniture')}
          >
            <div className="report-group">
              {items.length === 0 ? (
                <p className="report-group__empty">This job has no items to deliver.</p>
              ) : (
                <ul className="report-list">
                  {items.map((product) => (
                    <FurnitureItem
                      key={productKey(product.id)}
                      jobId={job.id}
                      product={product}
                      tree={trees.product}
                      comment={drafts.draftOf(product) ?? issueComment(product)}
                      candidates={sameIssueCandidates(shown, product.id)}
                      problems={attempted ? productIssueMessages(product, trees.product) : []}
                      onReason={chooseIssue}
                      onClear={(item) => setClearing({ kind: 'product', product: item })}
                      onQuantity={setQuantity}
                      onComment={(item, text) => drafts.setDraft(item.id, text)}
                      onApplySame={(source, targetIds) =>
                        void edit({ kind: 'applySameIssueTo', sourceId: source.id, targetIds }, (shown) =>
                          applySameIssueTo(shown, source.id, targetIds),
                        )
                      }
                      onPhoto={apply}
                    />
                  ))}
                </ul>
              )}
            </div>
          </Accordion>
        </div>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={leaving}
        onClick={() => void proceed()}
      >
        Continue
      </button>
      {clearing !== null && (
        <ConfirmDialog
          message={messages.clearIssueConfirm(
            clearing.kind === 'property' ? PROPERTY_SUBJECT : clearing.product.description,
          )}
          buttons={clearButtons}
          onChoose={confirmClear}
        />
      )}
    </div>
  );
}
