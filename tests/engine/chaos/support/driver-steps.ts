/**
 * The driver doing one step of the day through the app: a risk assessment
 * (answers and photos), completing, failing (a random reason path, the
 * failed-photo when the reason asks for one or the driver takes one anyway,
 * sometimes backing out of the failed screen first) or suspending a job, and
 * taking a suspended job up again. What the app said it saved goes into the ledger.
 */
import { JobOutcomeStatus, suspendReasonLabels } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { failNeedsPhoto } from '@domain/outcomes/fail-rules';
import { emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { completeJob, randomReasonPath, reasonTreeOf } from './driver-completion';
import { customerNameOf } from './driver-day';
import type { DriverStep } from './driver-day';
import type { DriverHands } from './driver-hands';
import type { SeededRandom } from '@e2e/support/chaos-random';

/** Every answer yes (q2 yes: a comment and a photo shown; q3 yes: nothing more), each with a comment. */
const riskAnswers: RiskAnswer[] = emptyRiskAnswers().map((answer) => ({
  ...answer,
  isTrue: answer.questionId !== 'q6',
  details: `Checked on arrival (${answer.questionId})`,
}));

async function assessRisk(hands: DriverHands, random: SeededRandom, job: Job): Promise<void> {
  const shots = Array.from({ length: random.int(1, 2) }, () => hands.shot());
  await hands.act(
    `risk assessment of ${job.id}`,
    (engine) =>
      engine.submitRiskAssessment({
        jobId: job.id,
        answers: riskAnswers,
        photos: { q2: shots.map((s) => s.photo) },
      }),
    () => Promise.resolve(hands.assessed(job.id)),
  );
  for (const shot of shots) hands.ledger.photos.push({ jobId: job.id, kind: 'photo', size: shot.stored });
  const orderNumber = job.delivery_job.order_number ?? '';
  hands.ledger.assessments.push({ jobId: job.id, orderNumber, photos: shots.length });
}

async function failJob(
  hands: DriverHands,
  random: SeededRandom,
  job: Job,
  backOutFirst: boolean,
): Promise<void> {
  if (backOutFirst)
    await hands.ask(`backing out of failing ${job.id}`, (engine) => engine.cancelFailure(job.id));
  const path = randomReasonPath(random, await reasonTreeOf(hands, job, 'job_failure_reasons'));
  const shot = failNeedsPhoto(path) || random.chance(0.3) ? hands.shot() : null;
  const reasonIds = path.map((reason) => reason.id);
  const reasonId = reasonIds.at(-1) ?? 0;
  await hands.act(
    `failing ${job.id}`,
    (engine) => engine.failJob({ jobId: job.id, reasonIds, photo: shot?.photo ?? null }),
    hands.landed(
      job.id,
      (stored) =>
        stored.job_outcome_status === JobOutcomeStatus.Failed &&
        stored.delivery_job.job_failed_reason === reasonId,
    ),
  );
  if (shot) hands.ledger.photos.push({ jobId: job.id, kind: 'photo', size: shot.stored });
  hands.ledger.outcomes.push({ jobId: job.id, outcome: JobOutcomeStatus.Failed, failedReason: reasonId });
}

async function suspendJob(
  hands: DriverHands,
  job: Job,
  reason: keyof typeof suspendReasonLabels,
): Promise<void> {
  const note = `${suspendReasonLabels[reason]}: back later`;
  // Landed also when the reload's pass settled it by the conflict policy (a notice: kept as a record), as
  // for a failure: the job then shows the admin's outcome, and suspending it again would be a second
  // suspension on the admin's revision, applied over their fix (seed 5045).
  await hands.act(
    `suspending ${job.id}`,
    (engine) => engine.suspendJob({ jobId: job.id, reason, note }),
    hands.landed(
      job.id,
      (stored) =>
        stored.job_outcome_status === JobOutcomeStatus.Suspended && stored.job_suspend_reason === reason,
    ),
  );
  hands.ledger.outcomes.push({
    jobId: job.id,
    outcome: JobOutcomeStatus.Suspended,
    suspendReason: reason,
    note,
  });
}

/** Does one step of the day with the job as planned. */
export async function doStep(
  hands: DriverHands,
  random: SeededRandom,
  step: DriverStep,
  job: Job,
): Promise<void> {
  if (step.kind === 'riskAssessment') return assessRisk(hands, random, job);
  const work = step.kind === 'takeUp' ? ({ kind: step.then } as const) : step.work;
  if (work.kind === 'suspend') return suspendJob(hands, job, work.reason);
  if (work.kind === 'fail') return failJob(hands, random, job, 'backOutFirst' in work && work.backOutFirst);
  const issues =
    'itemIssue' in work
      ? { item: work.itemIssue, property: work.propertyIssue }
      : { item: false, property: false };
  return completeJob(hands, random, job, issues, customerNameOf(random));
}
