/**
 * The report's timeline: the day's series on one time axis (seconds from the start) as uPlot takes
 * them, and the page script that draws them (run in the report, with uPlot inlined before it).
 * Network and outbox depth are steps carried forward; long tasks, heartbeats and arrivals are points.
 */
import type { FieldResults } from './field-results';
import { networkLevel } from './field-profiles';

/** uPlot's aligned data: the x values, then one array per series (null: no point there). */
export type TimelineData = [number[], ...(number | null)[][]];

/** The timeline's series, in the order of `timelineData`'s arrays after x. */
export const TIMELINE_SERIES = [
  'network (3 = 4G … 0 = offline)',
  'outbox depth',
  'long task (ms)',
  'heartbeat',
  'arrival',
];

/** Builds the aligned series from the results. */
export function timelineData(results: FieldResults): TimelineData {
  const t = (at: number) => Math.round((at - results.startedAt) / 100) / 10;
  const network = results.networkChanges.map((c) => ({ x: t(c.at), v: networkLevel[c.network] }));
  const outbox = results.outbox.map((s) => ({ x: t(s.at), v: s.depth }));
  const tasks = results.longTasks.map((task) => ({ x: t(task.startTime), v: Math.round(task.duration) }));
  const beats = results.heartbeats
    .filter((b) => b.at >= results.startedAt)
    .map((b) => ({ x: t(b.at), v: 1 }));
  const arrivals = results.arrivals.map((a) => ({ x: t(a.arrivedAt), v: 0.8 }));
  const xs = [...new Set([network, outbox, tasks, beats, arrivals].flat().map((p) => p.x))].sort(
    (a, b) => a - b,
  );
  const stepped = (points: { x: number; v: number }[]) => {
    let last: number | null = null;
    return xs.map((x) => {
      for (const p of points) if (p.x === x) last = p.v;
      return last;
    });
  };
  const pointed = (points: { x: number; v: number }[]) => {
    const at = new Map(points.map((p) => [p.x, p.v]));
    return xs.map((x) => at.get(x) ?? null);
  };
  return [xs, stepped(network), stepped(outbox), pointed(tasks), pointed(beats), pointed(arrivals)];
}

/** The report page's script: reads the data from #timeline-data and draws it into #timeline. */
export const TIMELINE_SCRIPT = `
(() => {
  const data = JSON.parse(document.getElementById('timeline-data').textContent);
  const labels = JSON.parse(document.getElementById('timeline-labels').textContent);
  const dots = { paths: () => null, points: { show: true, size: 7 } };
  const step = { paths: uPlot.paths.stepped({ align: 1 }), spanGaps: true };
  const series = [
    { label: 's' },
    { label: labels[0], scale: 'net', stroke: '#2563eb', width: 2, ...step },
    { label: labels[1], scale: 'count', stroke: '#ea580c', width: 2, fill: 'rgba(234,88,12,0.12)', ...step },
    { label: labels[2], scale: 'ms', stroke: '#dc2626', ...dots },
    { label: labels[3], scale: 'mark', stroke: '#16a34a', ...dots },
    { label: labels[4], scale: 'mark', stroke: '#7c3aed', ...dots },
  ];
  const axes = [
    { label: 'seconds from the start' },
    { scale: 'count', label: 'outbox entries' },
    {
      scale: 'net',
      label: 'network',
      splits: () => [0, 1, 2, 3],
      values: (u, splits) => splits.map((v) => ['offline', '2G', '3G', '4G'][v] ?? ''),
      grid: { show: false },
    },
    { scale: 'ms', side: 1, label: 'long task ms', grid: { show: false } },
  ];
  const scales = { x: { time: false }, net: { range: [-0.2, 3.4] }, mark: { range: [0, 6] }, count: {}, ms: {} };
  const width = Math.min(1100, document.body.clientWidth - 32);
  new uPlot({ width, height: 380, series, axes, scales }, data, document.getElementById('timeline'));
})();
`;
