/**
 * One seeded chaos run: a fresh day of jobs at the shared gateway, a fresh
 * phone logged in as the demo driver, the driver's day with the schedule's
 * faults striking before its steps (and phone time passing between jobs, so
 * retry timers run), then quiet, sync, and every check. The seed decides the
 * day, the faults, the office's fixes and the engine's jitter.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import { AdminDesk } from './admin-desk';
import type { ChaosGateway } from './shared-gateway';
import { ChaosNetwork } from './chaos-network';
import { ChaosPhone } from './simulated-phone';
import { DriverHands } from './driver-hands';
import { DriverLedger } from './driver-ledger';
import { doStep } from './driver-steps';
import { FaultInjector } from './fault-injector';
import type { ScheduledFault } from './fault-schedule';
import { fullDisk } from './full-disk';
import { logIn, logInIfEnded } from './logged-in';
import { planFreshDay } from './fresh-day';
import { removeRunObjects } from './gateway-holds';
import { quietAndSync } from './quiet-sync';
import { settleWithin } from './run-failure';
import { checkRun } from './run-checks';
import type { RunFigures } from './run-figures';
import { planRun } from './run-plan';

/** A run that has not finished after this long (real time) has hung: it fails with where it stopped. */
const RUN_LIMIT_MS = 180_000;
/** Real time the phone may take to close at the end of a run. */
const CLOSE_LIMIT_MS = 10_000;

/** How a run is shaped. */
export interface RunShape {
  jobs: number;
  /** Faults per step of the day, on average. */
  faultsPerStep: number;
}

/** A failed run: its seed, its schedule, what broke and the engine's last log lines. */
export class ChaosRunFailure extends Error {
  constructor(
    readonly seed: number,
    readonly schedule: readonly ScheduledFault[],
    readonly reason: unknown,
    readonly logs: readonly string[],
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ChaosRunFailure';
  }
}

/** Outcomes that take a job off the driver's list. */
const decided = new Set<number>([
  JobOutcomeStatus.JobComplete,
  JobOutcomeStatus.NoFixRequired,
  JobOutcomeStatus.Failed,
]);

/** Runs the seed's day; its figures, or a ChaosRunFailure. */
export async function chaosRun(gateway: ChaosGateway, seed: number, shape: RunShape): Promise<RunFigures> {
  const tag = `S${seed}`;
  const jobs = await planFreshDay(gateway.db, tag, shape.jobs);
  const { steps, schedule, driver, office, engine } = planRun(seed, jobs, shape.faultsPerStep);
  const network = new ChaosNetwork(gateway.url);
  const phone = new ChaosPhone(gateway.url, network, engine, Date.now());
  const ledger = new DriverLedger();
  const hands = new DriverHands(phone, driver, ledger);
  const admin = new AdminDesk(gateway.url);
  const touched = new Set<string>();
  const diskRefusalsBefore = fullDisk.refused;
  const faults = new FaultInjector({
    gatewayUrl: gateway.url,
    phone,
    network,
    admin,
    random: office,
    jobs,
    touched,
  });
  // No run may hang: past RUN_LIMIT_MS it fails, naming where it stopped, with its seed and schedule.
  let stage = 'booting the phone';
  const work = async (): Promise<RunFigures> => {
    await phone.boot();
    stage = 'logging in';
    await logIn(phone);
    for (const [index, step] of steps.entries()) {
      stage = `before step ${index}`;
      await faults.beforeStep(index);
      await logInIfEnded(phone, faults.struck);
      for (const fault of schedule.filter((f) => f.beforeStep === index)) {
        stage = `striking ${fault.kind} before step ${index}`;
        await faults.strike(fault, index);
      }
      stage = `step ${index} (${step.kind} ${step.jobId})`;
      const job = jobs.find((j) => j.id === step.jobId);
      const shown = await hands.ask(`finding ${step.jobId}`, (engine) => engine.findJob(step.jobId));
      if (!job || !shown || (step.kind !== 'riskAssessment' && decided.has(shown.job_outcome_status)))
        continue;
      await doStep(hands, driver, step, job);
      touched.add(job.id);
      await phone.wait(driver.int(1, 8) * 60_000);
    }
    stage = 'the quiet phase';
    const quietRounds = await quietAndSync(phone, network, faults);
    stage = 'checking the run';
    const checked = await checkRun({
      gateway,
      tag,
      jobIds: jobs.map((j) => j.id),
      phone,
      network,
      ledger,
      admin,
    });
    return {
      steps: steps.length,
      outcomes: ledger.outcomes.length,
      photos: ledger.photos.length,
      assessments: ledger.assessments.length,
      adminChanges: admin.changes.length,
      faults: Object.fromEntries(faults.struck),
      metCalls: Object.fromEntries(network.met),
      diskRefusals: fullDisk.refused - diskRefusalsBefore,
      quietRounds,
      relogins: phone.relogins,
      ...checked,
    };
  };
  try {
    return await settleWithin(work(), RUN_LIMIT_MS, () => `the run (it stopped at ${stage})`);
  } catch (error) {
    throw new ChaosRunFailure(seed, schedule, error, [...phone.logs]);
  } finally {
    fullDisk.armed = false;
    // A close that waits on hung engine work would hang the whole suite: past its limit the tab is torn down.
    await settleWithin(phone.close(), CLOSE_LIMIT_MS, 'closing the phone').catch(() => phone.tearDown());
    await removeRunObjects(gateway.bucketDir, tag);
  }
}
