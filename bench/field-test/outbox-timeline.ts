/**
 * The outbox over the day, from the recorder's samples (about one a second): when the app had work to
 * send while online (it was syncing), and how long after the signal came back the outbox was empty.
 */
import type { TimeWindow } from './long-tasks';

/** A sample of the outbox: when (epoch ms), how many entries waited, and whether the phone was online. */
export interface OutboxSample {
  at: number;
  depth: number;
  online: boolean;
}

/** The windows in which the app had work to send while online (each from one sample to the next). */
export function syncingWindows(samples: readonly OutboxSample[]): TimeWindow[] {
  const windows: TimeWindow[] = [];
  samples.forEach((sample, i) => {
    const next = samples[i + 1];
    if (!sample.online || sample.depth === 0 || next === undefined) return;
    const last = windows.at(-1);
    if (last !== undefined && last.to === sample.at) last.to = next.at;
    else windows.push({ from: sample.at, to: next.at });
  });
  return windows;
}

/** From the signal's return to the first sample with an empty outbox. */
export interface ReconnectDrain {
  reconnectedAt: number;
  /** Outbox depth at the last sample before the reconnect. */
  depthBefore: number;
  emptyAt: number | null;
  ms: number | null;
}

/** How long the outbox took to empty after the reconnect at `reconnectedAt` (null: it never did). */
export function reconnectToEmpty(samples: readonly OutboxSample[], reconnectedAt: number): ReconnectDrain {
  const before = samples.filter((s) => s.at <= reconnectedAt).at(-1);
  const empty = samples.find((s) => s.at > reconnectedAt && s.depth === 0);
  return {
    reconnectedAt,
    depthBefore: before?.depth ?? 0,
    emptyAt: empty?.at ?? null,
    ms: empty ? empty.at - reconnectedAt : null,
  };
}
