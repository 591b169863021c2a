/**
 * /job/{id}/signature for a driver (product rules 2.13, 4.11 and 5.4): the terms, the customer's
 * printed name, the optional signature pad, the photo, and "Complete Collection"
 * or "Complete Delivery". The product rule 5.4 checks run here first so the driver sees a
 * missing name or photo at once; the engine then makes the signature pass: a
 * combined job's collection pass leads to the delivery report, any other pass
 * completes the job and returns to the list with the save's message. A pass
 * refused because the job is already closed locks the button with the reason.
 */
import { useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BottomButtons } from '../../components/bottom-buttons';
import { FormFailure } from '../../components/form-failure';
import { PhotoGallerySelector } from '../../components/photo-gallery-selector';
import { useSaveResultNotice } from '../../components/save-result-notice';
import { useJobEdits } from '../../components/use-job-edits';
import { signatureButtonLabel } from '@domain/completion/completion-flow';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { passPhotos } from '@domain/completion/pass-photos';
import { homePathFor, jobPath } from '@domain/accounts/routes';
import { isCustomerNameValid, signatureValidationMessage } from '@domain/completion/signature-validation';
import { engine } from '../../engine';
import { useSession } from '../../state/snapshot-atom';
import { JobHeader } from '../job/job-header';
import { SignaturePadField, type SignaturePadHandle } from './signature-pad-field';
import { BalanceQuestion } from '../../components/balance-question';
import {
  balanceAnswerMessage,
  balanceAnswerOf,
  balanceDraftFor,
  balanceQuestionNeeded,
} from '@domain/completion/balance';
import { signatureBack, signaturePhotoNames, signatureTerms } from './signature-steps';
import { TaskOutcomeQuestion, useTaskOutcomeAnswer } from './task-outcome-question';
import { useNameDraft } from './use-name-draft';
import '../../styles/job-forms.css';
import '../../styles/completion.css';

/** The signature screen of a job. */
export default function SignatureScreen({ job: stored }: { job: Job }) {
  const { job, apply, edit } = useJobEdits(stored);
  const listPath = homePathFor(useSession());
  const [, navigate] = useLocation();
  const showNotice = useSaveResultNotice();
  const nameId = useId();
  const { name, setName, discard: discardNameDraft } = useNameDraft(stored, edit);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [addingPhoto, setAddingPhoto] = useState(false);
  const padRef = useRef<SignaturePadHandle>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLButtonElement>(null);
  const [balanceDraft, setBalanceDraft] = useState(() => balanceDraftFor(stored));
  const balanceRef = useRef<HTMLInputElement>(null);
  const asksBalance = balanceQuestionNeeded(job);
  const balance = asksBalance ? balanceAnswerOf(balanceDraft) : null;
  const photos = passPhotos(job);
  const back = signatureBack(job);
  const names = signaturePhotoNames(job);
  const taskOutcome = useTaskOutcomeAnswer(job);
  // A refusal about the outcome or the balance marks only its question, not the fields below it.
  const fieldsChecked =
    error !== null && !taskOutcome.invalid && (!asksBalance || balanceAnswerMessage(job, balance) === null);
  const nameInvalid = fieldsChecked && !isCustomerNameValid(name);
  const photoInvalid = fieldsChecked && photos.length === 0;

  const complete = async () => {
    if (refusal !== null) return;
    // The outcome of a service call sits first on the screen, then the balance question: asked in that order.
    const outcomeProblem = taskOutcome.check();
    if (outcomeProblem !== null) {
      setError(outcomeProblem);
      return;
    }
    const balanceProblem = asksBalance ? balanceAnswerMessage(job, balance) : null;
    if (balanceProblem !== null) {
      setError(balanceProblem);
      requestAnimationFrame(() => balanceRef.current?.focus());
      return;
    }
    const problem = signatureValidationMessage({ customerName: name, hasPhoto: photos.length > 0 });
    setError(problem);
    if (problem !== null) {
      requestAnimationFrame(() => (isCustomerNameValid(name) ? photoRef : nameRef).current?.focus());
      return;
    }
    setSubmitting(true);
    // The pass takes the name itself; a draft stored after it would be refused (the job is closed).
    discardNameDraft();
    try {
      const signature = (await padRef.current?.toJpeg()) ?? null;
      const outcome = await engine.completeSignaturePass({
        jobId: job.id,
        customerName: name.trim(),
        signature,
        balance,
        serviceOutcome: taskOutcome.outcome,
      });
      if (!outcome.ok) {
        setError(outcome.message);
        if (outcome.closed === true) setRefusal(outcome.message);
        setSubmitting(false);
        return;
      }
      showNotice({ ok: true, synced: outcome.synced, message: outcome.message });
      navigate(outcome.next === 'delivery-report' ? jobPath(job.id, 'delivery-report') : listPath, {
        transition: true,
      });
    } catch (failure) {
      console.error(failure);
      showNotice({ ok: false, message: messages.somethingWentWrong });
      setSubmitting(false);
    }
  };

  return (
    <form
      className="job-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void complete();
      }}
    >
      <JobHeader job={job} back={{ href: jobPath(job.id, back.view), label: back.label }} />
      <h2 className="job-form__title">Signature</h2>
      <p className="signature-terms">{signatureTerms(job)}</p>
      <TaskOutcomeQuestion answer={taskOutcome} />
      {asksBalance && (
        <BalanceQuestion
          job={job}
          draft={balanceDraft}
          onChange={(draft) => {
            setBalanceDraft(draft);
            setError(null);
          }}
          problem={error}
          firstInputRef={balanceRef}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          Customer name<span className="field__required"> (required)</span>
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="field__input"
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          required
          minLength={2}
          value={name}
          aria-invalid={nameInvalid || undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
        />
      </div>
      <SignaturePadField ref={padRef} />
      <PhotoGallerySelector
        jobId={job.id}
        purpose="delivered"
        productId={null}
        photos={photos}
        label={names.label}
        addLabel={names.addLabel}
        photoName={names.photoName}
        onResult={(result) => {
          apply(result);
          if (result.ok) setError(null);
        }}
        required
        invalid={photoInvalid}
        onAddingChange={setAddingPhoto}
        addRef={photoRef}
      />
      <FormFailure message={refusal ?? error} />
      <BottomButtons className="signature-actions">
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={submitting || addingPhoto || refusal !== null}
        >
          {submitting ? 'Completing…' : signatureButtonLabel(job)}
        </button>
      </BottomButtons>
    </form>
  );
}
