/**
 * A run's fault schedule, drawn from its seed: before which step of the day
 * each fault strikes and how (how many steps the signal is gone, how many sync
 * calls a call fault hits, at which sync call the tab dies). Printed with a
 * failing run so the run can be read and replayed.
 */
import type { SeededRandom } from '@e2e/support/chaos-random';

/** Every fault a run can meet. */
export const faultKinds = [
  'offline',
  'deadNetwork',
  'reload',
  'teardown',
  'answerLost',
  'serverError',
  'spuriousConflict',
  'expiredToken',
  'slowAnswer',
  'racingSync',
  'fullDisk',
  'appUpdate',
  'adminFix',
] as const;

/** One kind of fault. */
export type FaultKind = (typeof faultKinds)[number];

/** One fault of the schedule. */
export interface ScheduledFault {
  /** Strikes before this step of the day (0-based). */
  beforeStep: number;
  kind: FaultKind;
  /** offline, deadNetwork: steps until the signal returns; call faults: sync calls hit; teardown: the sync call the tab dies at. */
  size: number;
}

/** How often each fault strikes, relative to one another. */
const weights: Readonly<Record<FaultKind, number>> = {
  offline: 4,
  deadNetwork: 2,
  reload: 2,
  teardown: 2,
  answerLost: 4,
  serverError: 3,
  spuriousConflict: 2,
  expiredToken: 2,
  slowAnswer: 2,
  racingSync: 3,
  fullDisk: 2,
  appUpdate: 3,
  adminFix: 4,
};

/** The size drawn for a fault of the kind. */
function sizeOf(random: SeededRandom, kind: FaultKind): number {
  if (kind === 'offline' || kind === 'deadNetwork') return random.int(1, 6);
  if (kind === 'teardown') return random.int(1, 3);
  if (kind === 'answerLost' || kind === 'serverError' || kind === 'slowAnswer') return random.int(1, 3);
  return 1;
}

/** About `perStep` faults a step, each before a random step of the day, in step order. */
export function planFaults(random: SeededRandom, steps: number, perStep: number): ScheduledFault[] {
  const faults: ScheduledFault[] = [];
  for (let step = 0; step < steps; step += 1) {
    for (let left = perStep; left > 0; left -= 1) {
      if (!random.chance(Math.min(1, left))) continue;
      const kind = random.weighted(weights);
      faults.push({ beforeStep: step, kind, size: sizeOf(random, kind) });
    }
  }
  return faults;
}

/** The schedule as one line per fault ("step 4: offline ×3"). */
export function describeSchedule(faults: readonly ScheduledFault[]): string {
  return faults.map((fault) => `  before step ${fault.beforeStep}: ${fault.kind} ×${fault.size}`).join('\n');
}
