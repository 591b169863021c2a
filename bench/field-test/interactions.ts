/**
 * Interaction to Next Paint from Event Timing entries (type 'event', durationThreshold 16): entries
 * of one interaction share an interactionId; the interaction lasts as long as its longest entry. INP
 * is the worst interaction, or with 50 or more the 98th percentile (one worst per 50 left out), as
 * the web-vitals library reports it.
 */

/** An Event Timing entry as the page records it (times in epoch ms). */
export interface EventTimingEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

/** One interaction: its first event's name and target, when it started and how long it took to paint. */
export interface Interaction {
  id: number;
  name: string;
  target: string;
  startTime: number;
  duration: number;
  /** Input delay + processing: how much of the duration was the main thread's handlers. */
  processingMs: number;
}

/** Groups the entries by interactionId (entries without one are not interactions), earliest first. */
export function groupInteractions(entries: readonly EventTimingEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const processingMs = entry.processingEnd - entry.startTime;
    const known = byId.get(entry.interactionId);
    if (known === undefined) {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        name: entry.name,
        target: entry.target,
        startTime: entry.startTime,
        duration: entry.duration,
        processingMs,
      });
      continue;
    }
    known.startTime = Math.min(known.startTime, entry.startTime);
    known.duration = Math.max(known.duration, entry.duration);
    known.processingMs = Math.max(known.processingMs, processingMs);
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/** INP over the interactions (0 when there were none). */
export function interactionToNextPaint(interactions: readonly Interaction[]): number {
  const durations = interactions.map((i) => i.duration).sort((a, b) => b - a);
  const skipped = Math.min(durations.length - 1, Math.floor(durations.length / 50));
  return durations[Math.max(0, skipped)] ?? 0;
}
