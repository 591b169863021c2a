/**
 * One change of a job that needs attention: what was not sent, the gateway's
 * (or the conflict policy's) message, when it was saved, and Retry and Discard;
 * Discard asks first, in the notification dialog's look.
 */
import { useId, useState } from 'react';
import type { AttentionItem } from '../../engine';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSession } from '../../state/snapshot-atom';
import { attentionHeading, attentionTimes, discardButtons, discardConfirmation } from './attention-text';

/** What the driver chose for an item. */
export type AttentionAction = 'retry' | 'discard';

interface AttentionItemProps {
  item: AttentionItem;
  /** An action is being taken on one of the job's items. */
  busy: boolean;
  onAction: (action: AttentionAction, item: AttentionItem) => void;
}

/** The item as an article of the panel. */
export function AttentionItemView({ item, busy, onAction }: AttentionItemProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const session = useSession();
  return (
    <article className="attention-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="attention-item__title">
        {attentionHeading(item.kind)}
      </h3>
      <p className="attention-item__message">{item.message}</p>
      <p className="attention-item__times">{attentionTimes(item, session)}</p>
      <div className="attention-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => onAction('retry', item)}
        >
          Retry
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => setConfirming(true)}
        >
          Discard
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          message={discardConfirmation(session)}
          buttons={discardButtons}
          onChoose={(choice) => {
            setConfirming(false);
            if (choice === 'discard') onAction('discard', item);
          }}
        />
      )}
    </article>
  );
}
