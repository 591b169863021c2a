/**
 * /job/{id}/collection-report (product rules 2.11 and 4.12): the collection items in two
 * accordions, "Items collected" (with Select All) and "No items collected"; each
 * item's Collected checkbox sets delivered_quantity 1 or 0 through the engine
 * (stored at once). Continue leads to the signature screen.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Accordion } from '../../components/accordion';
import { useJobEdits } from '../../components/use-job-edits';
import {
  allCollected,
  collectionItems,
  collectionReportGroups,
  collectNone,
  isCollected,
  selectAllCollected,
  setCollected,
} from '@domain/completion/collection-report';
import { nextCompletionView } from '@domain/completion/completion-flow';
import type { Job, Product } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { productKey } from '@domain/job/product-by-id';
import { jobPath } from '@domain/accounts/routes';
import { JobHeader } from '../job/job-header';
import { CollectionItem } from './collection-item';
import '../../styles/job-forms.css';
import '../../styles/completion.css';

type GroupKey = 'collected' | 'notCollected';

/** The collection report of a job. */
export default function CollectionReportScreen({ job: stored }: { job: Job }) {
  const { job, edit, apply, settled } = useJobEdits(stored);
  const [, navigate] = useLocation();
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<Record<GroupKey, boolean>>({
    collected: true,
    notCollected: true,
  });
  const [leaving, setLeaving] = useState(false);
  const refocus = useRef<string | null>(null);
  const [collected, notCollected] = collectionReportGroups(job);
  const items = collectionItems(job);
  const checkboxId = (product: Product) => `${idPrefix}-collected-${productKey(product.id)}`;

  useEffect(() => {
    // A ticked item moves to the other accordion: its checkbox keeps the focus there.
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    document.getElementById(id)?.focus();
  }, [job]);

  const toggle = (product: Product) => {
    refocus.current = checkboxId(product);
    const collected = !isCollected(product);
    void edit({ kind: 'setCollected', productId: product.id, collected }, (shown) =>
      setCollected(shown, product.id, collected),
    );
  };

  const selectAll = (checked: boolean) =>
    void (checked
      ? edit({ kind: 'selectAllCollected' }, selectAllCollected)
      : edit({ kind: 'collectNone' }, collectNone));

  const proceed = async () => {
    setLeaving(true);
    await settled();
    navigate(jobPath(job.id, nextCompletionView(job, 'collection-report')), { transition: true });
  };

  const group = (key: GroupKey, products: Product[], extra?: ReactNode) => (
    <Accordion
      level={3}
      title={key === 'collected' ? collected.title : notCollected.title}
      detail={`${products.length} ${products.length === 1 ? 'item' : 'items'}`}
      expanded={expanded[key]}
      onToggle={() => setExpanded((current) => ({ ...current, [key]: !current[key] }))}
    >
      <div className="report-group">
        {extra}
        {products.length === 0 ? (
          <p className="report-group__empty">None</p>
        ) : (
          <ul className="report-list">
            {products.map((product) => (
              <CollectionItem
                key={productKey(product.id)}
                jobId={job.id}
                product={product}
                checkboxId={checkboxId(product)}
                onToggle={toggle}
                onPhoto={apply}
              />
            ))}
          </ul>
        )}
      </div>
    </Accordion>
  );

  const selectAllBox = (
    <label className="check check--strong">
      <input
        type="checkbox"
        checked={allCollected(job)}
        disabled={items.length === 0}
        onChange={(event) => selectAll(event.currentTarget.checked)}
      />
      {messages.selectAll}
    </label>
  );

  return (
    <div className="job-form">
      <JobHeader job={job} back={{ href: jobPath(job.id, 'overview'), label: 'Back to job' }} />
      <h2 className="job-form__title">Collection report</h2>
      {items.length === 0 && <p className="job-form__hint">This job has no items to collect.</p>}
      <div>
        {group('collected', collected.products, selectAllBox)}
        {group('notCollected', notCollected.products)}
      </div>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={leaving}
        onClick={() => void proceed()}
      >
        Continue
      </button>
    </div>
  );
}
