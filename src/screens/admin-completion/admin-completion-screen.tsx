/**
 * /job/{id}/signature for an admin: completing an earlier day's job on the
 * driver's behalf. The admin enters the arrival and departure times (24-hour
 * time steppers, starting from the times the job records or its booked slot)
 * and how many of each item went (all by default), and "Complete Job" saves
 * Job Complete local-first through the admin update call. A job already closed shows its outcome instead of the form.
 */
import { useRef, useState } from 'react';
import { FormFailure } from '../../components/form-failure';
import { useSaveSubmit } from '../../components/use-save-submit';
import { TimeStepper } from '../../components/time-stepper';
import { adminCompletionDefaults, adminCompletionMessage, jobDayOf } from '@domain/outcomes/admin-completion';
import { formatDisplayDate } from '@domain/time/dates';
import { isClosedJob } from '@domain/job/closed-job';
import { jobOutcomeLabels } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { useListPath } from '../../components/list-beside-detail';
import { engine } from '../../engine';
import { JobHeader } from '../job/job-header';
import { AdminBalanceQuestion, useBalanceAnswer } from './admin-balance-question';
import { adminItemDefaults } from '@domain/outcomes/admin-item-quantities';
import { AdminItemQuantitiesSection } from './admin-item-quantities';
import '../../styles/job-forms.css';

/** The admin's completion form for a job. */
export default function AdminCompletionScreen({ job }: { job: Job }) {
  const listPath = useListPath();
  const [defaults] = useState(() => adminCompletionDefaults(job));
  const [arrivedTime, setArrivedTime] = useState(defaults.arrivedTime);
  const [departureTime, setDepartureTime] = useState(defaults.departureTime);
  const [quantities, setQuantities] = useState(() => adminItemDefaults(job));
  const [error, setError] = useState<string | null>(null);
  const { submitting, submitSave } = useSaveSubmit();
  const arrivedRef = useRef<HTMLInputElement>(null);
  const departureRef = useRef<HTMLInputElement>(null);
  const day = jobDayOf(job);
  const balance = useBalanceAnswer(job);

  const change = (set: (time: string | null) => void) => (time: string | null) => {
    set(time);
    setError(null);
  };

  const complete = async () => {
    if (!balance.check(setError)) return;
    const problem = adminCompletionMessage({ arrivedTime, departureTime });
    setError(problem);
    if (problem !== null || arrivedTime === null || departureTime === null) {
      const first = arrivedTime === null ? arrivedRef : departureRef;
      requestAnimationFrame(() => first.current?.focus());
      return;
    }
    await submitSave(
      () =>
        engine.adminCompleteJob({
          jobId: job.id,
          arrivedTime,
          departureTime,
          quantities,
          balance: balance.answer,
        }),
      listPath,
    );
  };

  const header = <JobHeader job={job} back={{ href: jobPath(job.id, 'overview'), label: 'Back to job' }} />;
  if (isClosedJob(job)) {
    return (
      <div className="job-form">
        {header}
        <p className="job-form__hint" role="status">
          This job is already closed: {jobOutcomeLabels[job.job_outcome_status]}.
        </p>
      </div>
    );
  }

  return (
    <form
      className="job-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void complete();
      }}
    >
      {header}
      <h2 className="job-form__title">Complete Job</h2>
      <p className="job-form__subtitle">
        Job {job.id}
        {day !== null && <> · {formatDisplayDate(day)}</>}
      </p>
      <div className="job-form__section">
        <p>Enter the times the driver arrived at the address and left it.</p>
        <TimeStepper
          ref={arrivedRef}
          label="Arrival time"
          value={arrivedTime}
          onChange={change(setArrivedTime)}
          startFrom={defaults.arrivedTime ?? '08:00'}
          invalid={error !== null && (arrivedTime === null || error === messages.departureBeforeArrival)}
        />
        <TimeStepper
          ref={departureRef}
          label="Departure time"
          value={departureTime}
          onChange={change(setDepartureTime)}
          startFrom={defaults.departureTime ?? arrivedTime ?? '08:00'}
          invalid={error !== null && (departureTime === null || error === messages.departureBeforeArrival)}
        />
      </div>
      <AdminItemQuantitiesSection job={job} quantities={quantities} onChange={setQuantities} />
      <AdminBalanceQuestion job={job} balance={balance} error={error} onAnswer={() => setError(null)} />
      <FormFailure message={error} />
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Completing…' : 'Complete Job'}
      </button>
    </form>
  );
}
