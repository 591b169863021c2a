/**
 * What a seed decides for a run, drawn in a fixed order from one seeded PRNG:
 * the driver's day, the fault schedule, and the separate sources the driver,
 * the office and the engine's jitter draw from as the run goes.
 */
import type { Job } from '@domain/job/job';
import { planDriverDay } from './driver-day';
import type { DriverStep } from './driver-day';
import { planFaults } from './fault-schedule';
import type { ScheduledFault } from './fault-schedule';
import { SeededRandom } from '@e2e/support/chaos-random';

/** A run's plan. */
export interface RunPlan {
  steps: DriverStep[];
  schedule: ScheduledFault[];
  /** The driver's choices (reasons, photos, names, time between jobs). */
  driver: SeededRandom;
  /** The office's choices (which job to fix, how). */
  office: SeededRandom;
  /** The engine's retry jitter. */
  engine: SeededRandom;
}

/** The plan the seed makes for a day of these jobs, with about `faultsPerStep` faults a step. */
export function planRun(seed: number, jobs: readonly Job[], faultsPerStep: number): RunPlan {
  const random = new SeededRandom(seed);
  const day = random.fork();
  const faults = random.fork();
  const driver = random.fork();
  const office = random.fork();
  const engine = random.fork();
  const steps = planDriverDay(day, jobs);
  return { steps, schedule: planFaults(faults, steps.length, faultsPerStep), driver, office, engine };
}
