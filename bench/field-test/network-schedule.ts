/**
 * The seeded network schedule of a field-test day: the route passes 4G, then 3G, then 2G, then an
 * offline tunnel, then 4G again; the seed decides how many jobs each stretch lasts (every stretch at
 * least one job, the tunnel at least two when the day allows, so work is saved offline and waits).
 */
import { SeededRandom } from '@e2e/support/chaos-random';
import type { NetworkName } from './field-profiles';

/** The order the route meets the networks in. */
export const ROUTE_NETWORKS: readonly NetworkName[] = ['4g', '3g', '2g', 'offline', '4g'];

/** One stretch of the route: a network over jobs [firstJob, firstJob + jobs). */
export interface NetworkStretch {
  network: NetworkName;
  firstJob: number;
  jobs: number;
}

/** Splits `jobCount` jobs over the route's networks, seeded. Fewer jobs than stretches: the first ones only. */
export function networkSchedule(jobCount: number, seed: number): NetworkStretch[] {
  const random = new SeededRandom(seed);
  const stretches = ROUTE_NETWORKS.slice(0, Math.max(1, Math.min(ROUTE_NETWORKS.length, jobCount)));
  const lengths = stretches.map(() => 1);
  const tunnel = stretches.indexOf('offline');
  let left = jobCount - lengths.length;
  if (tunnel >= 0 && left > 0) {
    lengths[tunnel] = 2;
    left -= 1;
  }
  for (; left > 0; left -= 1) {
    const grown = random.int(0, lengths.length - 1);
    lengths[grown] = (lengths[grown] ?? 0) + 1;
  }
  let firstJob = 0;
  return stretches.map((network, i) => {
    const stretch = { network, firstJob, jobs: lengths[i] ?? 1 };
    firstJob += stretch.jobs;
    return stretch;
  });
}

/** The network in force while the driver works job `index`. */
export function networkForJob(schedule: readonly NetworkStretch[], index: number): NetworkName {
  const stretch = schedule.find((s) => index >= s.firstJob && index < s.firstJob + s.jobs);
  return stretch?.network ?? schedule.at(-1)?.network ?? '4g';
}
