/**
 * Why a Lighthouse run scored as it did, from its audits: the LCP element and its phases, the long tasks, the
 * layout shifts, the main thread's work by kind and the scripts that ran longest. Kept compact for results.json.
 */
import type { Result } from 'lighthouse';
import { pointsLostByMetric } from './lighthouse-figures';

type Row = Record<string, unknown>;

/** The causes of one run. */
export interface LighthouseCauses {
  pointsLostByMetric: Record<string, number>;
  lcpElement: string;
  lcpPhasesMs: Record<string, number>;
  longTasks: { url: string; startMs: number; durationMs: number }[];
  layoutShifts: { element: string; score: number }[];
  mainThreadMs: Record<string, number>;
  scriptsMs: { url: string; totalMs: number; scriptingMs: number }[];
}

/** The rows of an audit's table, or of every table in its list (the LCP element audit has two). */
function rowsOf(lhr: Result, id: string): Row[][] {
  const details = lhr.audits[id]?.details as { type?: string; items?: unknown[] } | undefined;
  if (details?.type === 'table') return [(details.items ?? []) as Row[]];
  if (details?.type === 'list')
    return (details.items ?? []).map((table) => ((table as { items?: unknown[] }).items ?? []) as Row[]);
  return [];
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const node = value as { nodeLabel?: string; snippet?: string; value?: unknown };
    if (node.snippet !== undefined) return `${node.nodeLabel ?? ''} ${node.snippet}`.trim().slice(0, 160);
    return text(node.value);
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

const ms = (value: unknown) => Math.round(Number(value));

/** Only the origin's path of a URL: results stay the same from port to port. */
function pathOf(url: unknown): string {
  const value = text(url);
  return URL.canParse(value) ? new URL(value).pathname : value;
}

/** The causes, read from the run's audits. */
export function causesOf(lhr: Result): LighthouseCauses {
  const [element = [], phases = []] = rowsOf(lhr, 'largest-contentful-paint-element');
  const [longTasks = []] = rowsOf(lhr, 'long-tasks');
  const [shifts = []] = rowsOf(lhr, 'layout-shifts');
  const [work = []] = rowsOf(lhr, 'mainthread-work-breakdown');
  const [scripts = []] = rowsOf(lhr, 'bootup-time');
  return {
    pointsLostByMetric: pointsLostByMetric(lhr),
    lcpElement: text(element[0]?.node),
    lcpPhasesMs: Object.fromEntries(phases.map((row) => [text(row.phase), ms(row.timing)])),
    longTasks: longTasks.map((row) => ({
      url: pathOf(row.url),
      startMs: ms(row.startTime),
      durationMs: ms(row.duration),
    })),
    layoutShifts: shifts.map((row) => ({ element: text(row.node), score: Number(row.score) })),
    mainThreadMs: Object.fromEntries(work.map((row) => [text(row.group), ms(row.duration)])),
    scriptsMs: scripts.slice(0, 5).map((row) => ({
      url: pathOf(row.url),
      totalMs: ms(row.total),
      scriptingMs: ms(row.scripting),
    })),
  };
}
