/**
 * The seeded schedule of a browser chaos run: for each cycle, which phone
 * works, the order of its three jobs (complete, fail, suspend), whether it
 * works offline, and which faults strike after which save. Every kind of fault
 * leads at least one cycle in turn (so a run of 20 meets each kind at least
 * twice); others join at random. An office change comes with the phone offline.
 */
import type { ChaosRun } from './chaos-run';
import { SeededRandom } from './chaos-random';

/** The faults a cycle can meet. */
export const faultKinds = [
  /** The page reloads while a job update is on its way (the gateway holds its answer). */
  'reloadMidSync',
  /** The dedicated engine worker closes while a job update is on its way. */
  'engineWorkerTerminated',
  /** Every service worker is stopped (DevTools protocol ServiceWorker.stopAllWorkers). */
  'serviceWorkerStopped',
  /** The phone works offline: the backstop queue holds the work until the signal returns. */
  'offlineBackstop',
  /** The other build is deployed; the driver taps Update, before the work or with work waiting. */
  'newBuild',
  /** The gateway applies a job update and drops its answer (the connection is cut). */
  'answerDropped',
  /** The gateway answers 503 to the next job updates, applying nothing. */
  'gatewayUnavailable',
  /** Every access token the gateway issued expires. */
  'tokenExpired',
  /**
   * While the phone is offline, an admin completes a job the driver just saved: the driver's older
   * change is refused (409) and the written policy keeps the admin's outcome.
   */
  'officeChange',
] as const;

/** One kind of fault. */
export type FaultKind = (typeof faultKinds)[number];

/** The driver's three jobs of a cycle. */
export type WorkKind = 'complete' | 'fail' | 'suspend';

/** A fault and the save it strikes around: 0–2, or -1 for before the first. */
export interface PlannedFault {
  kind: FaultKind;
  save: number;
  /** How many answers a gateway fault spoils (1–2). */
  count: number;
  /** offlineBackstop: a Background Sync event fires as the signal returns. */
  syncEvent: boolean;
}

/** What one cycle does. */
export interface CyclePlan {
  cycle: number;
  phone: number;
  work: WorkKind[];
  faults: PlannedFault[];
}

const work: readonly WorkKind[] = ['complete', 'fail', 'suspend'];
/** Odds that a kind other than the cycle's leading one joins it (the slow ones less often). */
const JOIN_ODDS = 0.2;
const slowJoinOdds: Partial<Record<FaultKind, number>> = { engineWorkerTerminated: 0.1, newBuild: 0.1 };

function planFault(kind: FaultKind, random: SeededRandom): PlannedFault {
  return {
    kind,
    save: kind === 'newBuild' ? random.int(-1, 1) : random.int(0, 2),
    count: random.int(1, 2),
    syncEvent: random.chance(0.5),
  };
}

/** The cycle's plan, drawn from its own seeded source. */
function planCycle(cycle: number, phones: number, lead: FaultKind, random: SeededRandom): CyclePlan {
  const kinds = faultKinds.filter((kind) => kind === lead || random.chance(slowJoinOdds[kind] ?? JOIN_ODDS));
  // The office changes a job only while the phone cannot fetch it (or its change would be based on theirs).
  if (kinds.includes('officeChange') && !kinds.includes('offlineBackstop')) kinds.push('offlineBackstop');
  return {
    cycle,
    phone: cycle % phones,
    work: random.shuffled(work),
    faults: kinds.map((kind) => planFault(kind, random)),
  };
}

/** Every cycle's plan for the run. */
export function chaosSchedule(run: ChaosRun, phones: number): CyclePlan[] {
  const random = new SeededRandom(run.seed);
  const leads = random.shuffled(faultKinds);
  return Array.from({ length: run.cycles }, (_, cycle) =>
    planCycle(cycle, phones, leads[cycle % leads.length]!, random.fork()),
  );
}

/** One line naming the cycle's faults, e.g. "fail, complete, suspend · answerDropped×2 @1, newBuild @-1". */
export function describeCycle(plan: CyclePlan): string {
  const gate: readonly FaultKind[] = ['answerDropped', 'gatewayUnavailable'];
  const faults = plan.faults.map(
    (f) => `${f.kind}${gate.includes(f.kind) && f.count > 1 ? `×${f.count}` : ''} @${f.save}`,
  );
  return `phone ${plan.phone} · ${plan.work.join(', ')} · ${faults.join(', ') || 'no faults'}`;
}
