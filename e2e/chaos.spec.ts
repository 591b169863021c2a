// Chaos, seeded and repeatable, in the browser. Phones (demo.driver and demo.driver2, each its own
// context: 360×740, touch) work jobs through the real screens against the chaos gateway (the real gateway on
// its own origin, serving the production build, behind a fault gate), cycle after cycle, while a seeded
// schedule reloads pages mid-sync, closes the engine worker, stops the service workers, takes the signal away
// while the backstop holds work, deploys a new build, drops and refuses the gateway's answers and expires every
// token. After each cycle every outcome is at the gateway exactly once with the right fields, each photo and
// signature in the object store once, and nothing waits on the phone.
// CHAOS_BROWSER_CYCLES (default 20) sets the cycles; CHAOS_SEED=<seed> replays a run (a failure prints both).
import { test } from './support/test-within-a-day';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { buildA, makeBuildB } from './support/chaos-build';
import { runCycle } from './support/chaos-cycle';
import { startChaosGateway, type ChaosGateway } from './support/chaos-gateway';
import { FIRST_CHAOS_SEQ } from './support/chaos-jobs';
import { chaosRun, replayCommand } from './support/chaos-run';
import { chaosSchedule, describeCycle, type CyclePlan } from './support/chaos-schedule';
import { openChaosWorld, type ChaosWorld } from './support/chaos-world';

const drivers = [demoDriver, demoDriver2];
// No step may wait for ever: a page that stops answering fails the cycle with where it stopped.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
const run = chaosRun();
// The seeded cycles take about 14 s each (20 in 4.6 minutes): none begins nearer midnight than the run could last.
test.use({ testTakesAtMostMs: 60_000 + run.cycles * 20_000 });
const schedule = chaosSchedule(run, drivers.length);
/** The last sequence number is the hole test's; the run's vans hold the rest. */
const HOLE_SEQ = 99;

let gateway: ChaosGateway;
let buildB: ReturnType<typeof makeBuildB>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Build B is made in the background; the first newBuild fault waits for it.
  buildB = makeBuildB();
  gateway = await startChaosGateway(buildA.dir);
});

test.afterAll(async () => {
  await gateway?.close();
  buildB?.remove();
});

/**
 * Runs the plans, each phone its own in order and the phones side by side; the first failure stops
 * every phone at its next cycle and is thrown with its seed, cycle and replay command.
 */
async function runPhones(world: ChaosWorld, plans: readonly CyclePlan[]): Promise<void> {
  const failures: { plan: CyclePlan; reason: unknown }[] = [];
  await Promise.all(
    world.phones.map(async (phone) => {
      for (const plan of plans.filter((candidate) => candidate.phone === phone.index)) {
        if (failures.length > 0) return;
        const started = Date.now();
        try {
          await runCycle(world, plan);
        } catch (reason) {
          failures.push({ plan, reason });
          return;
        }
        console.log(
          `cycle ${plan.cycle}: ${describeCycle(plan)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    }),
  );
  const [failure] = failures;
  if (failure === undefined) return;
  const { plan, reason } = failure;
  throw new Error(
    `Chaos seed ${run.seed} failed in cycle ${plan.cycle} (${describeCycle(plan)}).\n` +
      `Replay: ${replayCommand(run, plan.cycle)}\n${reason instanceof Error ? reason.message : String(reason)}`,
    { cause: reason },
  );
}

test('hole: an engine worker that stopped answering mid-sync was never replaced, so every later call waited for ever', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const van = { name: 'HOLE', firstSeq: HOLE_SEQ };
  const world = await openChaosWorld(browser, gateway, van, [{ driver: demoDriver, jobs: 1 }], buildB.ready);
  try {
    // The app was last opened without signal (from the service worker's cache); the signal came back since.
    const [phone] = world.phones;
    await phone!.setOffline(true);
    await phone!.page.reload();
    await phone!.setOffline(false);
    const fault = { kind: 'engineWorkerTerminated', save: 0, count: 1, syncEvent: false } as const;
    await runCycle(world, { cycle: 0, phone: 0, work: ['suspend'], faults: [fault] });
  } finally {
    await world.close();
  }
});

test(`${run.cycles} seeded chaos cycles: nothing lost, nothing applied twice (seed ${run.seed})`, async ({
  browser,
}) => {
  test.setTimeout(120_000 + run.cycles * 45_000);
  console.log(`Chaos seed ${run.seed}, ${run.cycles} cycles. Replay: ${replayCommand(run)}`);
  const needs = drivers.map((driver, phone) => ({
    driver,
    jobs: 3 * schedule.filter((plan) => plan.phone === phone).length,
  }));
  const most = Math.floor((HOLE_SEQ - FIRST_CHAOS_SEQ) / 3) * drivers.length;
  if (needs.some((need) => FIRST_CHAOS_SEQ + need.jobs > HOLE_SEQ)) {
    throw new Error(
      `CHAOS_BROWSER_CYCLES may be at most ${most}: each phone's van has room for that many cycles`,
    );
  }
  const van = { name: 'CHAOS', firstSeq: FIRST_CHAOS_SEQ };
  const world = await openChaosWorld(browser, gateway, van, needs, buildB.ready);
  try {
    const started = Date.now();
    await runPhones(world, schedule);
    world.struck.answerDropped = gateway.gate.struck.drop;
    world.struck.gatewayUnavailable = gateway.gate.struck.unavailable;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `Chaos seed ${run.seed}: ${run.cycles} cycles in ${seconds} s, ${world.deploys.count} deploys.`,
    );
    console.log(`Faults struck: ${JSON.stringify(world.struck)}`);
  } finally {
    await world.close();
  }
});
