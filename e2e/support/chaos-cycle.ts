/**
 * One chaos cycle: a phone's driver works three jobs (complete, fail, suspend)
 * while the cycle's planned faults strike around the saves; then the signal
 * comes back, the gateway behaves, the phone syncs, and the checks run.
 *
 *   before: the phone catches up with the served build · newBuild deploys the other one (offer seen;
 *           Update tapped before the first save or after one) · offlineBackstop takes the signal away
 *   each save: gateway faults armed for the driver (drop / 503 / hold for a mid-sync fault), tokens
 *              expired, the outcome tapped; an answer held → the page reloads or the engine worker
 *              closes (the app must start a new one), then the answer goes; else the save's notice is
 *              read · the service workers stopped
 *              · an office change: the admin completes the job just saved offline
 *   after: the signal back (a Background Sync event maybe) · mid-sync faults still armed strike on the
 *          next send · everything settles · every check
 */
import { expect } from '@playwright/test';
import type { CyclePlan, FaultKind, WorkKind } from './chaos-schedule';
import { checkPhone, checkWorkedJob, waitForSettled, waitingEntries, type WorkedJob } from './chaos-checks';
import { takeUpdate, waitForUpdateOffer } from './chaos-deploys';
import { closeSaveNotice, prepareWork, tapSave, toJobList } from './chaos-work';
import { savedStatus } from './completion';
import type { ChaosWorld } from './chaos-world';
import { within } from './deadline';
import { adminCompletes } from './office-requests';
import { dispatchBackstopSync } from './service-worker';

/** Faults that strike while a job update's answer is held at the gateway. */
type MidSyncFault = Extract<FaultKind, 'reloadMidSync' | 'engineWorkerTerminated'>;

function isMidSync(kind: FaultKind): kind is MidSyncFault {
  return kind === 'reloadMidSync' || kind === 'engineWorkerTerminated';
}

/** A cycle takes 5–20 s here and several times that on a loaded machine; one that hangs fails at this. */
const CYCLE_DEADLINE_MS = 180_000;

/** Runs one cycle; on the first failed check throws Playwright's message with the cycle's journal. */
export async function runCycle(world: ChaosWorld, plan: CyclePlan): Promise<void> {
  const started = Date.now();
  const journal: string[] = [];
  const note = (event: string) => journal.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${event}`);
  try {
    await within(workCycle(world, plan, note), CYCLE_DEADLINE_MS, `cycle ${plan.cycle}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nCycle ${plan.cycle} journal:\n  ${journal.join('\n  ')}`, { cause: error });
  }
}

async function workCycle(world: ChaosWorld, plan: CyclePlan, note: (event: string) => void): Promise<void> {
  const { gateway, request, deploys } = world;
  const phone = world.phones[plan.phone]!;
  const { page } = phone;
  const gate = gateway.gate;
  const driver = phone.driver.driverid;
  const jobs = phone.takeJobs(plan.work.length);
  const at = (save: number) => plan.faults.filter((fault) => fault.save === save);
  const newBuild = plan.faults.find((fault) => fault.kind === 'newBuild');
  const offline = plan.faults.find((fault) => fault.kind === 'offlineBackstop');
  const midSync: MidSyncFault[] = [];
  const strike = (kind: FaultKind) => {
    world.struck[kind] += 1;
    note(`fault: ${kind}`);
  };

  /** Strikes the next mid-sync fault (an answer is held), then lets the answer go. */
  const strikeMidSync = async (): Promise<MidSyncFault | undefined> => {
    const kind = midSync.shift();
    if (kind === undefined) return undefined;
    strike(kind);
    if (kind === 'reloadMidSync') {
      await page.reload();
      gate.release(driver);
      note('reloaded, answer released');
      return kind;
    }
    const replaced = phone.waitForNewEngineWorker();
    await phone.terminateEngineWorker();
    gate.release(driver);
    await replaced;
    note('a new engine worker runs');
    return kind;
  };

  /**
   * Taps the save and reads its notice. With a mid-sync fault waiting, the driver's next job-update
   * answer is held while the save runs (never longer: a held answer stalls the sync pass); once one
   * is held the fault strikes; a save that sent none leaves the fault for a later send.
   */
  const tapAndRead = async (kind: WorkKind): Promise<string | null> => {
    if (midSync.length === 0) {
      await tapSave(page, kind);
      return closeSaveNotice(page);
    }
    gate.arm(driver, 'hold');
    await tapSave(page, kind);
    const first = await Promise.race([
      gate.whenHeld(driver).then(() => 'held' as const),
      page
        .getByRole('dialog')
        .or(savedStatus(page))
        .first()
        .waitFor({ state: 'visible', timeout: 40_000 })
        .then(() => 'notice' as const),
    ]);
    note(`first: ${first}`);
    if (!gate.holding(driver)) {
      gate.disarm(driver, 'hold');
      return closeSaveNotice(page);
    }
    // The save the lost worker held fails ("Something went wrong!"); the driver closes the notice.
    if ((await strikeMidSync()) === 'engineWorkerTerminated') return closeSaveNotice(page, 10_000);
    return null;
  };

  const worked: WorkedJob[] = [];
  let endTurn: (() => void) | null = null;
  try {
    // Before the work: catch up with what is served, then maybe a new build, then maybe no signal.
    if ((await phone.build()) !== deploys.served.id || newBuild) {
      endTurn = await deploys.exclusive();
      if ((await phone.build()) !== deploys.served.id) {
        await waitForUpdateOffer(phone);
        await takeUpdate(phone, deploys.served);
        note(`caught up: ${deploys.served.id}`);
      }
    }
    const deployed = newBuild ? await deploys.deployOver(await phone.build()) : null;
    if (deployed) {
      await waitForUpdateOffer(phone);
      strike('newBuild');
    } else {
      endTurn?.();
    }
    if (offline) {
      await phone.setOffline(true);
      strike('offlineBackstop');
    }

    for (const [save, kind] of plan.work.entries()) {
      // newBuild's save is the one Update follows (-1: before the first).
      if (deployed && newBuild?.save === save - 1) {
        await takeUpdate(phone, deployed);
        note(`update taken: ${deployed.id}`);
        endTurn?.();
      }
      for (const fault of at(save)) {
        if (fault.kind === 'answerDropped') gate.arm(driver, ...Array<'drop'>(fault.count).fill('drop'));
        if (fault.kind === 'gatewayUnavailable') {
          gate.arm(driver, ...Array<'unavailable'>(fault.count).fill('unavailable'));
        }
        if (fault.kind === 'tokenExpired') {
          expect((await request.post('/__test/expire-access-tokens')).ok()).toBe(true);
          strike('tokenExpired');
        }
        if (isMidSync(fault.kind)) midSync.push(fault.kind);
      }
      const job = jobs[save]!;
      await prepareWork(page, job, kind, world.portrait);
      note(`save ${save}: ${kind} ${job.id}`);
      const notice = await tapAndRead(kind);
      note(`save ${save}: notice ${notice === null ? 'none' : JSON.stringify(notice)}`);
      const office = at(save).some((fault) => fault.kind === 'officeChange');
      if (office) {
        await adminCompletes(request, phone.office, job.id);
        strike('officeChange');
      }
      worked.push({ job, kind, notice, office });
      await toJobList(page);
      if (at(save).some((fault) => fault.kind === 'serviceWorkerStopped')) {
        await phone.stopServiceWorkers();
        strike('serviceWorkerStopped');
      }
    }
  } finally {
    endTurn?.();
  }

  // The signal comes back; mid-sync faults still armed strike on the next send; everything settles.
  note('restore');
  if (offline) {
    await expect.poll(() => phone.backstopKeys(), { message: 'the backstop holds the work' }).not.toEqual([]);
    await phone.setOffline(false);
    if (offline.syncEvent) await dispatchBackstopSync(phone.context, page, new URL(gateway.url).origin);
  }
  while (midSync.length > 0) {
    gate.arm(driver, 'hold');
    const held = await phone.whenAnswerHeld(30_000);
    if (!held) {
      gate.disarm(driver, 'hold');
      // The work went through another way (the backstop): nothing is left to hold.
      expect(await waitingEntries(phone), 'a job update to hold').toEqual([]);
      note(`${midSync.shift() ?? ''} skipped: nothing left to send`);
      continue;
    }
    note('an answer is held');
    await strikeMidSync();
    await toJobList(page);
  }
  await waitForSettled(phone, request, worked);
  note('settled');
  gate.clear(driver);
  for (const job of worked) await checkWorkedJob(phone, request, job);
  await checkPhone(phone);
}
