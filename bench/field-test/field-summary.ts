/** The day's figures from what the recorder collected (the summary of results.json). */
import type { FieldResults, FieldSummary } from './field-results';
import { interactionToNextPaint } from './interactions';
import { LONG_TASK_MS, tasksWithin, totalBlockingTime } from './long-tasks';
import { reconnectToEmpty, syncingWindows } from './outbox-timeline';

/** What the summary is read from. */
export type SummaryInputs = Pick<
  FieldResults,
  | 'startedAt'
  | 'finishedAt'
  | 'longTasks'
  | 'interactions'
  | 'outbox'
  | 'networkChanges'
  | 'arrivals'
  | 'heartbeats'
  | 'uploads'
  | 'integrity'
>;

const longest = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

/** The first time the network went from offline back to a signal (epoch ms), or null. */
export function firstReconnect(changes: SummaryInputs['networkChanges']): number | null {
  const back = changes.find(
    (change, i) => i > 0 && change.network !== 'offline' && changes[i - 1]?.network === 'offline',
  );
  return back?.at ?? null;
}

/** Summarises the day. */
export function summarise(inputs: SummaryInputs): FieldSummary {
  const syncTasks = tasksWithin(inputs.longTasks, syncingWindows(inputs.outbox)).filter(
    (task) => task.duration > LONG_TASK_MS,
  );
  const reconnectedAt = firstReconnect(inputs.networkChanges);
  const online = inputs.arrivals.filter((a) => a.online);
  const delays = online.flatMap((a) => (a.delayMs === null ? [] : [a.delayMs]));
  const worstInteraction = [...inputs.interactions].sort((a, b) => b.duration - a.duration)[0] ?? null;
  return {
    runtimeMs: inputs.finishedAt - inputs.startedAt,
    longTasks: inputs.longTasks.length,
    longestTaskMs: longest(inputs.longTasks.map((t) => t.duration)),
    totalBlockingTimeMs: Math.round(totalBlockingTime(inputs.longTasks)),
    syncLongTasks: syncTasks.length,
    longestSyncTaskMs: longest(syncTasks.map((t) => t.duration)),
    interactions: inputs.interactions.length,
    inpMs: interactionToNextPaint(inputs.interactions),
    worstInteraction,
    reconnect: reconnectedAt === null ? null : reconnectToEmpty(inputs.outbox, reconnectedAt),
    arrivalHeartbeatsExpected: online.length,
    arrivalHeartbeatsSent: online.reduce((sum, a) => sum + a.received, 0),
    worstArrivalDelayMs: delays.length === online.length && delays.length > 0 ? longest(delays) : null,
    heartbeatsStored: inputs.heartbeats.length,
    uploadBytes: inputs.uploads.reduce((sum, u) => sum + u.bytes, 0),
    integrityProblems: inputs.integrity.reduce((sum, j) => sum + j.problems.length, 0),
  };
}
