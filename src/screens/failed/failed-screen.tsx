/**
 * /job/{id}/failed (product rules 2.14, 4.7 and 5.3): the retailer's failure reasons (up to three
 * levels), the "Photo of Front Door" when the reason asks for one, and Fail with
 * the validation messages of product rule 5.3. Backing out with no change resets the job to
 * reason 0 and Not Started. A job closed meanwhile (or a save refused for it)
 * locks the form with the reason. Reasons the phone does not hold and cannot
 * download (offline) are said to be missing, in words, with Try again.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { closedJobLock } from '../../components/closed-job-lock';
import { FormFailure } from '../../components/form-failure';
import { PhotoInput, type PhotosUpdate } from '../../components/photo-input';
import { useSaveSubmit } from '../../components/use-save-submit';
import { ReasonCodesMissing } from '../../components/reason-codes-missing';
import { useReasonTrees } from '../../components/use-reason-trees';
import {
  failedScreenTitle,
  failNeedsPhoto,
  failValidationMessage,
  FRONT_DOOR_PHOTO_LABEL,
} from '@domain/outcomes/fail-rules';
import type { Job } from '@domain/job/job';
import { jobTypeSummary } from '@domain/job/job-summary';
import { messages } from '@domain/app/messages';
import { reasonPath } from '@domain/reasons/reason-tree';
import { retailerIdOf } from '@domain/job/retailer';
import { jobPath } from '@domain/accounts/routes';
import { useListPath } from '../../components/list-beside-detail';
import { engine } from '../../engine';
import { useSession } from '../../state/snapshot-atom';
import { ReasonLevels } from './reason-levels';
import '../../styles/job-forms.css';

/** The one tree of the failed screen: the job failure reasons. */
const failureFields = { failure: 'job_failure_reasons' } as const;

/** The failed screen of a job. */
export default function FailedScreen({ job }: { job: Job }) {
  const session = useSession();
  const listPath = useListPath();
  const [, navigate] = useLocation();
  const reasons = useReasonTrees(retailerIdOf(job), failureFields);
  const [ids, setIds] = useState<number[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { submitting, refusal, submitSave } = useSaveSubmit();
  const locked = closedJobLock({ job, admin: session === 'admin', submitting, refusal });
  const reasonRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);

  const overview = jobPath(job.id, 'overview');
  const tree = reasons.status === 'ready' ? reasons.trees.failure : [];
  const path = reasonPath(tree, ids);
  const needsPhoto = failNeedsPhoto(path);
  const changed = ids.length > 0 || photo !== null;
  const invalidLevel = error === messages.addPhoto || error === null ? null : path.length;

  const backOut = (event: MouseEvent<HTMLAnchorElement>) => {
    if (changed) return;
    event.preventDefault();
    engine
      .cancelFailure(job.id)
      .catch((failure: unknown) => console.error(failure))
      .finally(() => navigate(overview, { transition: true }));
  };

  const chooseReasons = (next: number[]) => {
    setIds(next);
    setError(null);
  };
  const choosePhoto = (update: PhotosUpdate) => {
    setPhoto((current) => update(current === null ? [] : [current])[0] ?? null);
    setError(null);
  };

  const fail = async () => {
    if (locked !== null) return;
    const message = failValidationMessage({ path, hasPhoto: needsPhoto && photo !== null });
    setError(message);
    if (message !== null) {
      // Focus the first field in error: the photo, or the first radio of the level still to choose.
      requestAnimationFrame(() => (message === messages.addPhoto ? photoRef : reasonRef).current?.focus());
      return;
    }
    const upload = needsPhoto && photo !== null ? { file: photo, name: photo.name } : null;
    await submitSave(() => engine.failJob({ jobId: job.id, reasonIds: ids, photo: upload }), listPath);
  };

  return (
    <div className="job-form">
      <header className="job-header">
        <Link href={overview} className="back-link" onClick={backOut}>
          <span aria-hidden="true">←</span> Back to job
        </Link>
        <h1 className="job-header__name">{job.customer[0]?.name}</h1>
        <p className="job-header__meta">
          <span className="job-header__postcode">{job.customer[0]?.postcode}</span>
          <span>{jobTypeSummary(job)}</span>
        </p>
      </header>
      <h2 className="job-form__title">{failedScreenTitle(job)}</h2>
      <FormFailure message={locked} />
      {reasons.status === 'loading' && (
        <p className="page-message" role="status">
          {messages.loading}
        </p>
      )}
      {reasons.status === 'missing' && <ReasonCodesMissing use="fail this job" onRetry={reasons.retry} />}
      {reasons.status === 'failed' && (
        <p className="form-error" role="alert">
          {messages.somethingWentWrong}
        </p>
      )}
      {reasons.status === 'ready' && tree.length === 0 && (
        <p className="page-message" role="status">
          No failure reasons are available for this retailer.
        </p>
      )}
      {reasons.status === 'ready' && tree.length > 0 && (
        <>
          <ReasonLevels
            tree={tree}
            path={path}
            onChange={chooseReasons}
            invalidLevel={invalidLevel}
            invalidRef={reasonRef}
          />
          {needsPhoto && (
            <div className="job-form__section">
              <PhotoInput
                ref={photoRef}
                label={FRONT_DOOR_PHOTO_LABEL}
                photos={photo === null ? [] : [photo]}
                onChange={choosePhoto}
                required
                invalid={error === messages.addPhoto}
              />
            </div>
          )}
          <FormFailure message={error} />
          <button
            type="button"
            className="button button--danger button--block"
            disabled={submitting || locked !== null}
            onClick={() => void fail()}
          >
            {submitting ? 'Failing…' : 'Fail'}
          </button>
        </>
      )}
    </div>
  );
}
