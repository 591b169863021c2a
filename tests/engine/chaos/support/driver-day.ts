/**
 * The driver's day, drawn from the seed: what they do with each job, in the
 * order they do it. Every outcome comes up: completions of every job type
 * (with item and property issues, damage photos, a signature per pass; a
 * combined job's two passes), failures with a reason path (backing out of the
 * failed screen first now and then), suspensions (most taken up again later in
 * the day and completed or failed), and risk assessments with photos.
 */
import { SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { SeededRandom } from '@e2e/support/chaos-random';

/** How a job ends up (or, for a suspension, what follows it later in the day). */
export type JobWork =
  | { kind: 'complete'; itemIssue: boolean; propertyIssue: boolean }
  | { kind: 'fail'; backOutFirst: boolean }
  | { kind: 'suspend'; reason: SuspendReason; later: 'complete' | 'fail' | null };

/** One thing the driver does. */
export type DriverStep =
  | { kind: 'riskAssessment'; jobId: string }
  | { kind: 'work'; jobId: string; work: JobWork }
  | { kind: 'takeUp'; jobId: string; then: 'complete' | 'fail' };

/** The share of each outcome in a day (shaped so a run stays quick: completions carry the most uploads). */
const outcomeWeights = { complete: 5, fail: 2, suspend: 3 } as const;

const customers = ['Ann Lee', ' Di Ross ', 'Sam Okafor', 'Priya Shah', 'Tom Byrne', 'Zoë Ó Briain'];

function workOf(random: SeededRandom): JobWork {
  const kind = random.weighted(outcomeWeights);
  if (kind === 'complete') {
    return { kind, itemIssue: random.chance(0.25), propertyIssue: random.chance(0.15) };
  }
  if (kind === 'fail') return { kind, backOutFirst: random.chance(0.2) };
  const reason = random.pick([
    SuspendReason.CustomerDelay,
    SuspendReason.Lunch,
    SuspendReason.WrongOrNoEquipment,
  ]);
  const later = random.weighted({ complete: 3, fail: 1, none: 1 });
  return { kind, reason, later: later === 'none' ? null : later };
}

/** The customer's name as typed on the signature screen. */
export function customerNameOf(random: SeededRandom): string {
  return random.pick(customers);
}

/** The day's steps: each job worked in list order, taken-up suspensions a few jobs later or at the day's end. */
export function planDriverDay(random: SeededRandom, jobs: readonly Job[]): DriverStep[] {
  const steps: DriverStep[] = [];
  const takeUps: { at: number; step: DriverStep }[] = [];
  jobs.forEach((job, index) => {
    if (random.chance(0.1)) steps.push({ kind: 'riskAssessment', jobId: job.id });
    const work = workOf(random);
    steps.push({ kind: 'work', jobId: job.id, work });
    if (work.kind === 'suspend' && work.later) {
      takeUps.push({
        at: index + random.int(2, 8),
        step: { kind: 'takeUp', jobId: job.id, then: work.later },
      });
    }
    for (const due of takeUps.filter((t) => t.at === index)) steps.push(due.step);
  });
  for (const late of takeUps.filter((t) => t.at >= jobs.length)) steps.push(late.step);
  return steps;
}
