/**
 * The field test's budgets and the day's figures against them: no main-thread task over 50 ms while
 * syncing, INP at most 200 ms, every arrival's heartbeat sent, each arrival heartbeat within 10 s,
 * the outbox empty within 60 s of the signal's return, and the integrity check exact.
 */
import type { FieldSummary } from './field-results';

/** One row of the report's table. */
export interface BudgetRow {
  budget: string;
  target: string;
  measured: string;
  met: boolean;
}

/** INP budget (ms), the "good" threshold of Core Web Vitals. */
export const INP_BUDGET_MS = 200;
/** Longest main-thread task while syncing (ms). */
export const SYNC_TASK_BUDGET_MS = 50;
/** Arrival to its heartbeat at the gateway (ms). */
export const ARRIVAL_DELAY_BUDGET_MS = 10_000;
/** Signal back to an empty outbox (ms). */
export const RECONNECT_BUDGET_MS = 60_000;

const ms = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);

/** The table: each budget, its target, the day's figure and whether it was met. */
export function budgetRows(summary: FieldSummary): BudgetRow[] {
  const reconnectMs = summary.reconnect?.ms ?? null;
  return [
    {
      budget: 'Main-thread tasks while syncing',
      target: `none over ${SYNC_TASK_BUDGET_MS} ms`,
      measured: `${summary.syncLongTasks} over, longest ${ms(summary.longestSyncTaskMs)}`,
      met: summary.syncLongTasks === 0,
    },
    {
      budget: 'Interaction to Next Paint',
      target: `≤ ${INP_BUDGET_MS} ms`,
      measured: `${ms(summary.inpMs)} over ${summary.interactions} interactions`,
      met: summary.inpMs <= INP_BUDGET_MS,
    },
    {
      budget: 'Arrival heartbeats sent',
      target: `= expected (${summary.arrivalHeartbeatsExpected})`,
      measured: String(summary.arrivalHeartbeatsSent),
      met: summary.arrivalHeartbeatsSent === summary.arrivalHeartbeatsExpected,
    },
    {
      budget: 'Arrival detection delay (worst)',
      target: `≤ ${ARRIVAL_DELAY_BUDGET_MS / 1000} s`,
      measured: ms(summary.worstArrivalDelayMs),
      met: summary.worstArrivalDelayMs !== null && summary.worstArrivalDelayMs <= ARRIVAL_DELAY_BUDGET_MS,
    },
    {
      budget: 'Reconnect to empty outbox',
      target: `≤ ${RECONNECT_BUDGET_MS / 1000} s`,
      measured: summary.reconnect === null ? 'no reconnect in the day' : ms(reconnectMs),
      met: summary.reconnect === null || (reconnectMs !== null && reconnectMs <= RECONNECT_BUDGET_MS),
    },
    {
      budget: 'Integrity (each outcome once, each photo once)',
      target: 'exact',
      measured: summary.integrityProblems === 0 ? 'exact' : `${summary.integrityProblems} problems`,
      met: summary.integrityProblems === 0,
    },
  ];
}
