// The field test's figures (bench/field-test/): INP from Event Timing entries, long tasks and total
// blocking time, syncing windows, reconnect to an empty outbox, arrival heartbeats, and the budgets.
import { describe, expect, it } from 'vitest';
import { budgetRows } from '@bench/field-test/budgets';
import type { FieldSummary } from '@bench/field-test/field-results';
import { matchArrivals } from '@bench/field-test/heartbeat-log';
import {
  groupInteractions,
  interactionToNextPaint,
  type EventTimingEntry,
} from '@bench/field-test/interactions';
import { attributeTasks, tasksWithin, totalBlockingTime } from '@bench/field-test/long-tasks';
import { reconnectToEmpty, syncingWindows } from '@bench/field-test/outbox-timeline';
import { uploadsByNetwork } from '@bench/field-test/upload-figures';

function entry(interactionId: number, name: string, startTime: number, duration: number): EventTimingEntry {
  return {
    name,
    interactionId,
    startTime,
    duration,
    processingStart: startTime + 5,
    processingEnd: startTime + 20,
    target: 'button',
  };
}

describe('interactions', () => {
  it('group entries by interactionId, lasting as long as the longest, and skip entries without one', () => {
    const grouped = groupInteractions([
      entry(7, 'pointerup', 100, 40),
      entry(7, 'click', 102, 120),
      entry(0, 'mousemove', 50, 300),
      entry(3, 'keydown', 10, 24),
    ]);
    expect(grouped.map((i) => [i.id, i.name, i.startTime, i.duration])).toEqual([
      [3, 'keydown', 10, 24],
      [7, 'pointerup', 100, 120],
    ]);
  });

  it('INP is the worst below 50 interactions and leaves out one worst per 50 above', () => {
    const durations = (list: number[]) => groupInteractions(list.map((d, i) => entry(i + 1, 'click', i, d)));
    expect(interactionToNextPaint([])).toBe(0);
    expect(interactionToNextPaint(durations([40, 300, 80]))).toBe(300);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(interactionToNextPaint(durations(hundred))).toBe(98);
  });
});

describe('long tasks', () => {
  const tasks = [
    { startTime: 1000, duration: 80, attribution: 'self in window' },
    { startTime: 5000, duration: 50, attribution: 'unknown' },
  ];
  const frames = [
    {
      startTime: 990,
      duration: 100,
      scripts: [{ invoker: 'Response.json.then', source: 'a index.js', duration: 70 }],
    },
  ];

  it('take their cause from the longest script of an overlapping long animation frame, else their attribution', () => {
    expect(attributeTasks(tasks, frames).map((t) => t.cause)).toEqual([
      'script: Response.json.then (a index.js), 70 ms of it',
      'unknown',
    ]);
  });

  it('block the main thread for what they run beyond 50 ms', () => {
    expect(totalBlockingTime(attributeTasks(tasks, []))).toBe(30);
  });

  it('fall in the windows in which work waited while online', () => {
    const samples = [
      { at: 0, depth: 0, online: true },
      { at: 900, depth: 2, online: true },
      { at: 1900, depth: 1, online: true },
      { at: 2900, depth: 1, online: false },
      { at: 3900, depth: 0, online: true },
    ];
    expect(syncingWindows(samples)).toEqual([{ from: 900, to: 2900 }]);
    expect(tasksWithin(attributeTasks(tasks, []), syncingWindows(samples)).map((t) => t.startTime)).toEqual([
      1000,
    ]);
    expect(reconnectToEmpty(samples, 3000)).toEqual({
      reconnectedAt: 3000,
      depthBefore: 1,
      emptyAt: 3900,
      ms: 900,
    });
    expect(reconnectToEmpty(samples.slice(0, 4), 3000).ms).toBeNull();
  });
});

describe('arrival heartbeats', () => {
  it('match the first job heartbeat for the job after the arrival, counting a second within 3 s as sent twice', () => {
    const beat = (at: number, jobId: string | null, waiting: number | null = null) => ({
      at,
      status: jobId ? 'job' : 'generic',
      jobId,
      latitude: 0,
      longitude: 0,
      waiting,
    });
    const matched = matchArrivals(
      [
        { jobId: 'A', arrivedAt: 10_000, online: true },
        { jobId: 'B', arrivedAt: 90_000, online: true },
      ],
      [beat(5_000, null), beat(11_200, 'A'), beat(25_000, 'A'), beat(200_000, 'B')],
    );
    expect(matched.map((m) => [m.jobId, m.received, m.delayMs])).toEqual([
      ['A', 1, 1200],
      ['B', 0, null],
    ]);
    const twice = matchArrivals(
      [{ jobId: 'A', arrivedAt: 10_000, online: true }],
      [beat(10_300, 'A'), beat(10_900, 'A')],
    );
    expect(twice[0]!.received).toBe(2);
    const reportedWaiting = matchArrivals(
      [{ jobId: 'A', arrivedAt: 10_000, online: true }],
      [beat(10_300, 'A', 4), beat(13_250, 'A', 4)],
    );
    expect(reportedWaiting[0]!.received).toBe(2);
  });

  it('does not count the beat saying the backlog the arrival reported has been sent as the arrival sent twice', () => {
    // The arrival's beat took 300 ms on its way, the cleared beat 10 ms: 2,960 ms apart at the gateway,
    // 3,250 ms apart on the phone.
    const matched = matchArrivals(
      [{ jobId: 'A', arrivedAt: 10_000, online: true }],
      [
        { at: 10_300, status: 'job', jobId: 'A', latitude: 0, longitude: 0, waiting: 3 },
        { at: 13_260, status: 'job', jobId: 'A', latitude: 0, longitude: 0, waiting: 0 },
      ],
    );
    expect(matched.map((m) => [m.received, m.delayMs])).toEqual([[1, 300]]);
  });
});

describe('budgets', () => {
  const summary: FieldSummary = {
    runtimeMs: 100_000,
    longTasks: 4,
    longestTaskMs: 120,
    totalBlockingTimeMs: 90,
    syncLongTasks: 0,
    longestSyncTaskMs: 0,
    interactions: 30,
    inpMs: 180,
    worstInteraction: null,
    reconnect: { reconnectedAt: 0, depthBefore: 2, emptyAt: 5_000, ms: 5_000 },
    arrivalHeartbeatsExpected: 4,
    arrivalHeartbeatsSent: 4,
    worstArrivalDelayMs: 900,
    heartbeatsStored: 6,
    uploadBytes: 1_000,
    integrityProblems: 0,
  };

  it('are all met by a good day', () => {
    expect(budgetRows(summary).every((row) => row.met)).toBe(true);
  });

  it('are missed one by one', () => {
    const missed = (change: Partial<FieldSummary>) =>
      budgetRows({ ...summary, ...change })
        .filter((row) => !row.met)
        .map((row) => row.budget);
    expect(missed({ syncLongTasks: 1 })).toEqual(['Main-thread tasks while syncing']);
    expect(missed({ inpMs: 201 })).toEqual(['Interaction to Next Paint']);
    expect(missed({ arrivalHeartbeatsSent: 5 })).toEqual(['Arrival heartbeats sent']);
    expect(missed({ worstArrivalDelayMs: null })).toEqual(['Arrival detection delay (worst)']);
    expect(missed({ reconnect: { reconnectedAt: 0, depthBefore: 2, emptyAt: null, ms: null } })).toEqual([
      'Reconnect to empty outbox',
    ]);
    expect(missed({ integrityProblems: 2 })).toEqual(['Integrity (each outcome once, each photo once)']);
  });
});

describe('requests by network', () => {
  it('group by the network in force when each started', () => {
    const changes = [
      { at: 0, network: '4g' as const },
      { at: 100, network: '2g' as const },
    ];
    const upload = (at: number, bytes: number, ms: number) => ({ at, bytes, ms, path: '/x' });
    expect(
      uploadsByNetwork(
        [upload(10, 5, 40), upload(150, 7, 900), upload(160, 1, 1500), upload(170, 1, 800)],
        changes,
      ),
    ).toEqual([
      { network: '4g', requests: 1, bytes: 5, medianMs: 40 },
      { network: '2g', requests: 3, bytes: 9, medianMs: 900 },
    ]);
  });
});
