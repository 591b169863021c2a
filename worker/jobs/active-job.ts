/**
 * Leaving the active job (product rules 3.1 and 4.4): once the driver saves the job's outcome
 * (complete, fail, suspend) they have left the customer, so the job is no
 * longer the active one and the heartbeat goes back to "generic".
 */
import { activeJobKey } from '@worker-shared/db/job-writes';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { StateCell } from '../state/state-cell';

/** Clears the active job when it is this job: at once in the state, then in the store. */
export async function leaveActiveJob(
  deps: { storage: EngineStorage; state: StateCell },
  jobId: string,
): Promise<void> {
  const { storage, state } = deps;
  if (state.current.activeJob?.id === jobId) state.update({ activeJob: null });
  const stored = await storage.get(activeJobKey);
  if (stored?.id === jobId) await storage.remove(activeJobKey);
}
