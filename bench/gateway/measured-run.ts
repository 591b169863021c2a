/** One load run with the gateways' CPU time per answered request beside its figures. Reads /proc. */
import { runLoad } from './load-run';
import type { LoadTarget, RunFigures } from './load-run';
import { cpuMsOf } from './process-cpu';

/** A run's figures and the gateways' CPU milliseconds per request. */
export interface MeasuredRun extends RunFigures {
  gatewayCpuMsPerRequest: number;
}

function cpuOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
}

/** Loads the targets for the given seconds, reading the gateway processes' CPU time before and after. */
export async function measuredRun(
  targets: readonly LoadTarget[],
  seconds: number,
  pids: readonly number[],
): Promise<MeasuredRun> {
  const before = cpuOf(pids);
  const figures = await runLoad(targets, seconds);
  const used = cpuOf(pids) - before;
  return { ...figures, gatewayCpuMsPerRequest: figures.requests > 0 ? used / figures.requests : Number.NaN };
}
