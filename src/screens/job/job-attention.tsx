/**
 * A job's changes that need attention, under the job's
 * header on every tab: each with its message, when it was saved, Retry and
 * Discard (confirmed first), the job's photos still viewable, and what the
 * engine did with the driver's choice.
 */
import { useState } from 'react';
import type { AttentionActionResult, AttentionItem } from '../../engine';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';
import { NoticeBox } from '../../components/notice-box';
import { useAttention } from '../../state/snapshot-slices';
import { AttentionItemView, type AttentionAction } from './attention-item';
import { attentionResults } from './attention-text';
import { EvidencePhotos } from './evidence-photos';

function takeAction(action: AttentionAction, item: AttentionItem): Promise<AttentionActionResult> {
  return action === 'retry' ? engine.retryChange(item.entryId) : engine.discardChange(item.entryId);
}

/** The panel; nothing when the job has no such change and no result to show. */
export function JobAttention({ job }: { job: Job }) {
  const items = useAttention().filter((item) => item.jobId === job.id);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');

  const act = (action: AttentionAction, item: AttentionItem) => {
    setBusy(true);
    setResult('');
    takeAction(action, item)
      .then((answer) => {
        const done = action === 'retry' ? attentionResults.retried : attentionResults.discarded;
        setResult(answer.ok ? done : answer.message);
      })
      .catch((error: unknown) => {
        console.error(error);
        setResult(messages.somethingWentWrong);
      })
      .finally(() => setBusy(false));
  };

  if (items.length === 0 && result === '') return null;
  return (
    <div className="attention">
      {items.length > 0 && (
        <NoticeBox title="Needs attention" tone="warning">
          {items.map((item) => (
            <AttentionItemView key={item.entryId} item={item} busy={busy} onAction={act} />
          ))}
          {items.some((item) => item.kind !== 'draUpdate') && <EvidencePhotos job={job} />}
        </NoticeBox>
      )}
      <p className="attention__result" role="status">
        {result}
      </p>
    </div>
  );
}
