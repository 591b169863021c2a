/**
 * /job/{id}/risk-assessment (product rules 4.9 and 5.1): the five-step dynamic risk assessment,
 * one page per step. Next and Submit wait for every visible required field; a
 * "no" to q1 (customer not in) leads to the failed screen. Admins never see it:
 * the route table sends them to the job.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PhotosUpdate } from '../../components/photo-input';
import { useSaveSubmit } from '../../components/use-save-submit';
import { RISK_STEPS } from '@domain/app/constants';
import type { Job } from '@domain/job/job';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import {
  customerNotIn,
  emptyRiskAnswers,
  riskAssessmentComplete,
  riskFieldRules,
  riskQuestions,
  riskStepComplete,
} from '@domain/risk-assessment/risk-assessment-form';
import { jobPath } from '@domain/accounts/routes';
import { engine } from '../../engine';
import { JobHeader } from '../job/job-header';
import { RiskQuestionFields } from './risk-question-fields';
import { photoCountsOf, riskSubmission, type RiskPhotos } from './risk-submission';
import { StepIndicator } from './step-indicator';
import '../../styles/job-forms.css';

/** The risk assessment of a job. */
export default function RiskAssessmentScreen({ job }: { job: Job }) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<RiskAnswer[]>(emptyRiskAnswers);
  const [photos, setPhotos] = useState<RiskPhotos>({});
  const { submitting, submitSave } = useSaveSubmit();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on the first page). The focus waits
    // for the next frame, as the other screens' does, so the tap's script does not force the new step's
    // style and layout; the browser lays it out once, after the tap's handlers.
    if (shownStep.current === step) return undefined;
    const frame = requestAnimationFrame(() => {
      // Noted only once focused: steps changed twice before a frame still focus the last one.
      shownStep.current = step;
      stepHeading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const overview = jobPath(job.id, 'overview');

  const rules = riskFieldRules(answers);
  const photoCounts = photoCountsOf(photos);
  const stepDone = riskStepComplete(step, answers, photoCounts);
  const notIn = step === 1 && customerNotIn(answers);
  const lastStep = step === RISK_STEPS;

  const setAnswer = (next: RiskAnswer) =>
    setAnswers((current) => current.map((a) => (a.questionId === next.questionId ? next : a)));
  const setQuestionPhotos = (questionId: string, update: PhotosUpdate) =>
    setPhotos((current) => ({ ...current, [questionId]: update(current[questionId] ?? []) }));

  const next = () => {
    if (notIn) navigate(jobPath(job.id, 'failed'), { transition: true });
    else setStep((current) => Math.min(current + 1, RISK_STEPS));
  };

  const submit = async () => {
    await submitSave(() => engine.submitRiskAssessment(riskSubmission(job.id, answers, photos)), overview);
  };

  return (
    <div className="job-form">
      <JobHeader job={job} back={{ href: overview, label: 'Back to job' }} />
      <h2 className="job-form__title">Dynamic Risk Assessment</h2>
      <StepIndicator step={step} steps={RISK_STEPS} headingRef={stepHeading} />
      {riskQuestions
        .filter((question) => question.step === step)
        .map((question) => (
          <RiskQuestionFields
            key={question.id}
            question={question}
            answer={answers.find((a) => a.questionId === question.id) ?? emptyAnswer(question.id)}
            rule={rules[question.id]}
            photos={photos[question.id] ?? []}
            onAnswer={setAnswer}
            onPhotos={(update) => setQuestionPhotos(question.id, update)}
          />
        ))}
      {notIn && (
        <p className="job-form__hint" role="status">
          The customer is not in: Next takes you to the failed screen.
        </p>
      )}
      <div className="job-form__actions">
        {step > 1 && (
          <button type="button" className="button" onClick={() => setStep(step - 1)} disabled={submitting}>
            Back
          </button>
        )}
        {lastStep ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!riskAssessmentComplete(answers, photoCounts) || submitting}
            onClick={() => void submit()}
          >
            {submitting ? 'Submitting…' : 'Submit'}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={!stepDone} onClick={next}>
            Next
          </button>
        )}
      </div>
    </div>
  );
}

function emptyAnswer(questionId: string): RiskAnswer {
  return { questionId, isTrue: null, details: '' };
}
