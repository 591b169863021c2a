/**
 * The end of a chaos run: the faults stop, the signal is back, a dead tab is
 * replaced, and the phone syncs (its retry timers run as time passes) until
 * nothing waits but what needs the driver's attention, or the rounds run out
 * (the checks then name what still waits); then the driver refreshes the list,
 * so the phone shows what the gateway holds.
 */
import type { ChaosNetwork } from './chaos-network';
import type { ChaosPhone } from './simulated-phone';
import type { FaultInjector } from './fault-injector';
import { fullDisk } from './full-disk';
import { logInIfEnded } from './logged-in';
import { nothingWaits } from './phone-holds';
import { settleWithin } from './run-failure';

/** Rounds of sync (each after the retry timer falls due) before the run counts as stuck. */
const ROUNDS = 12;
/** At least this much phone time passes between rounds. */
const ROUND_MS = 60_000;
/** Real time one round may take. */
const ROUND_LIMIT_MS = 60_000;

/** Quiets the faults and syncs until nothing waits; the rounds it took. */
export async function quietAndSync(
  phone: ChaosPhone,
  network: ChaosNetwork,
  faults: FaultInjector,
): Promise<number> {
  network.quiet();
  fullDisk.armed = false;
  if (phone.dead) await phone.boot();
  await faults.signalBack();
  let round = 1;
  for (; round <= ROUNDS; round += 1) {
    await logInIfEnded(phone, faults.struck);
    await settleWithin(phone.engine.syncNow(), ROUND_LIMIT_MS, `sync round ${round} of the quiet phase`);
    await settleWithin(phone.engine.idle(), ROUND_LIMIT_MS, `background work of sync round ${round}`);
    if (await nothingWaits(phone)) break;
    await phone.wait(Math.max(phone.timers.nextDelay() ?? 0, ROUND_MS));
  }
  await phone.engine.refresh();
  await phone.engine.idle();
  return round;
}
