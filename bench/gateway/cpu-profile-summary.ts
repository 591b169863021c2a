/**
 * Where a gateway's time went, from the V8 CPU profile the bench writes with BENCH_PROFILE_DIR: each sample's
 * time put under one heading by what it was doing (its own function and the calls it was under), so a
 * profile of a run reads as shares of the gateway's busy time (docs/performance.md "A job update's CPU").
 * The customer stage checks and the office board's builds come first (everything under them), then the
 * socket writes (of an HTTP answer or a PostgreSQL statement), then by the code's package or realm. Pure:
 * the caller reads the file.
 */

/** A frame of a V8 `.cpuprofile`, as far as the summary reads it. */
export interface ProfileFrame {
  functionName: string;
  url: string;
}

/** A V8 `.cpuprofile`, as far as the summary reads it; a reader that needs more of each frame says what. */
export interface CpuProfile<F extends ProfileFrame = ProfileFrame> {
  nodes: { id: number; callFrame: F; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The headings, in the order a sample is tested against them. */
export const profileHeadings = [
  'idle',
  'garbage collection',
  'customer stage checks',
  'office board builds',
  'socket writes: HTTP answers',
  'socket writes: PostgreSQL statements',
  'pg: parsing result rows',
  'pg: driver',
  'gzip of answers',
  'request body checks',
  'HTTP (node, hono)',
  'gateway code',
  'module loading',
  'runtime (promises, timers, other)',
] as const;
export type ProfileHeading = (typeof profileHeadings)[number];

/** Milliseconds under each heading, and the busy time (all but idle). */
export interface ProfileSummary {
  totalMs: number;
  busyMs: number;
  byHeading: Record<ProfileHeading, number>;
  /**
   * Each heading's longest stretch of samples one after another, in milliseconds: about the longest the event
   * loop ran that work without a break, while every answer in flight waited.
   */
  longestStretchMs: Record<ProfileHeading, number>;
}

const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

/** The heading of a sample: its own frame first, then the frames it ran under (innermost first). */
export function headingOf(stack: readonly ProfileFrame[]): ProfileHeading {
  const [own] = stack;
  if (!own) return 'runtime (promises, timers, other)';
  const under = (pattern: RegExp) =>
    stack.some((frame) => pattern.test(frame.functionName) || pattern.test(frame.url));
  if (own.functionName === '(idle)') return 'idle';
  if (own.functionName === '(garbage collector)') return 'garbage collection';
  if (under(/^(readNextStops|readDriverNextStops|writeStageMessages)$/)) return 'customer stage checks';
  if (under(/^(buildTodayBoard|assembleTodayBoard)$/)) return 'office board builds';
  if (SOCKET_WRITES.has(own.functionName))
    return under(/_http_outgoing/) ? 'socket writes: HTTP answers' : 'socket writes: PostgreSQL statements';
  if (under(/^parseRow$/) || /postgres-date|pg-types/.test(own.url)) return 'pg: parsing result rows';
  if (/node_modules\/(pg|pg-protocol|pg-pool)\//.test(own.url)) return 'pg: driver';
  if (/zlib/.test(own.url)) return 'gzip of answers';
  if (/valibot|wire-checks|check-wire-body|job-update-payload/.test(own.url)) return 'request body checks';
  if (/hono|node-server|_http_|undici|webstreams/.test(own.url)) return 'HTTP (node, hono)';
  if (/\/(server|domain)\//.test(own.url)) return 'gateway code';
  if (/modules\/(esm|cjs)|node_modules\/(tsx|esbuild)/.test(own.url)) return 'module loading';
  return 'runtime (promises, timers, other)';
}

function zeroByHeading(): Record<ProfileHeading, number> {
  return Object.fromEntries(profileHeadings.map((heading) => [heading, 0])) as Record<ProfileHeading, number>;
}

/** The stack of a profile's node: its frame, then the frames it ran under up to the root, innermost first. */
export function nodeStacks<F extends ProfileFrame>(
  profile: Pick<CpuProfile<F>, 'nodes'>,
): (id: number) => F[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return (id) => {
    const stack: F[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node) stack.push(node.callFrame);
    }
    return stack;
  };
}

/** The profile's time under each heading, in milliseconds. */
export function summarizeCpuProfile(profile: CpuProfile): ProfileSummary {
  const stackOf = nodeStacks(profile);
  const headings = new Map<number, ProfileHeading>();
  const headingOfNode = (id: number): ProfileHeading => {
    const known = headings.get(id);
    if (known !== undefined) return known;
    const heading = headingOf(stackOf(id));
    headings.set(id, heading);
    return heading;
  };

  const byHeading = zeroByHeading();
  const longestStretchMs = zeroByHeading();
  let totalUs = 0;
  let stretch: { heading: ProfileHeading; us: number } | null = null;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const heading = headingOfNode(id);
    byHeading[heading] += us / 1000;
    totalUs += us;
    stretch = stretch?.heading === heading ? { heading, us: stretch.us + us } : { heading, us };
    longestStretchMs[heading] = Math.max(longestStretchMs[heading], stretch.us / 1000);
  });
  const totalMs = totalUs / 1000;
  return { totalMs, busyMs: totalMs - byHeading.idle, byHeading, longestStretchMs };
}
