/**
 * A chaos seed replays: the same seed plans the same day and the same fault
 * schedule (what CHAOS_SEED relies on), and different seeds plan different ones.
 */
// First, before any date is taken: the chaos day starts in the morning, whatever the hour (support/morning-zone.ts).
import './support/morning-zone';
import { describe, expect, it } from 'vitest';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';
import { todayIso } from '@domain/time/dates';
import { faultKinds } from './support/fault-schedule';
import { planRun } from './support/run-plan';

const jobs = buildDemoDay(todayPlan, todayIso()).jobs;

/** The day and the schedule a seed plans (and the first draws of its other sources). */
function planOf(seed: number) {
  const { steps, schedule, driver, office, engine } = planRun(seed, jobs, 0.5);
  return { steps, schedule, draws: [driver.next(), office.next(), engine.next()] };
}

describe('a chaos seed', () => {
  it('plans the same day and faults every time', () => {
    expect(planOf(42)).toEqual(planOf(42));
  });

  it('plans another day and other faults for another seed', () => {
    expect(planOf(43)).not.toEqual(planOf(42));
  });

  it('over 300 seeds, works every job and strikes every kind of fault', () => {
    const plans = Array.from({ length: 300 }, (_, i) => planOf(i + 1));
    const kinds = new Set(plans.flatMap((plan) => plan.schedule.map((fault) => fault.kind)));
    expect([...kinds].sort()).toEqual([...faultKinds].sort());
    const works = new Set(plans.flatMap((plan) => plan.steps.map((step) => step.kind)));
    expect([...works].sort()).toEqual(['riskAssessment', 'takeUp', 'work']);
    for (const plan of plans) {
      const worked = new Set(plan.steps.filter((step) => step.kind === 'work').map((step) => step.jobId));
      expect(worked.size).toBe(jobs.length);
    }
  });
});
