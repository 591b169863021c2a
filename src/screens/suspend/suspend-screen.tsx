/**
 * /job/{id}/suspend (product rules 2.15, 4.8 and 5.2): a reason (Customer Delay, Lunch, Wrong / No
 * Equipment) and a note of at most 150 characters with Enter blocked; the button
 * is enabled only with both, and suspending adds the note as a new job note.
 * A job closed meanwhile (or a save refused for it) locks the form with the reason.
 */
import { useState } from 'react';
import { ChoiceGroup, type ChoiceOption } from '../../components/choice-group';
import { closedJobLock } from '../../components/closed-job-lock';
import { FormFailure } from '../../components/form-failure';
import { useSaveSubmit } from '../../components/use-save-submit';
import { TextAreaWithCounter } from '../../components/text-area-with-counter';
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import { SuspendReason, suspendReasonLabels } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { jobPath } from '@domain/accounts/routes';
import { useListPath } from '../../components/list-beside-detail';
import { canSuspend } from '@domain/outcomes/suspend-rules';
import { engine } from '../../engine';
import { useSession } from '../../state/snapshot-atom';
import { JobHeader } from '../job/job-header';
import '../../styles/job-forms.css';

const reasonOptions: readonly ChoiceOption<SuspendReason>[] = Object.values(SuspendReason).map((reason) => ({
  value: reason,
  label: suspendReasonLabels[reason],
}));

/** The suspend screen of a job. */
export default function SuspendScreen({ job }: { job: Job }) {
  const session = useSession();
  const listPath = useListPath();
  const [reason, setReason] = useState<SuspendReason | null>(null);
  const [note, setNote] = useState('');
  const { submitting, refusal, submitSave } = useSaveSubmit();
  const locked = closedJobLock({ job, admin: session === 'admin', submitting, refusal });

  const suspend = async () => {
    if (locked !== null || reason === null || !canSuspend(reason, note)) return;
    await submitSave(() => engine.suspendJob({ jobId: job.id, reason, note: note.trim() }), listPath);
  };

  return (
    <div className="job-form">
      <JobHeader job={job} back={{ href: jobPath(job.id, 'overview'), label: 'Back to job' }} />
      <h2 className="job-form__title">Suspend Job</h2>
      <div className="job-form__section">
        <ChoiceGroup legend="Reason" options={reasonOptions} value={reason} onChange={setReason} required />
        <TextAreaWithCounter
          label="Note"
          value={note}
          onChange={setNote}
          max={TEXT_MAX_CHARS}
          blockEnter
          required
        />
      </div>
      <FormFailure message={locked} />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!canSuspend(reason, note) || submitting || locked !== null}
        onClick={() => void suspend()}
      >
        {submitting ? 'Suspending…' : 'Suspend Job'}
      </button>
    </div>
  );
}
