/**
 * `npx tsx bench/browser/inspector-cost.ts` (after `npm run build`): what DevTools' Runtime domain adds to a
 * first load's long tasks. Playwright and Lighthouse both enable it on the page they measure, and with it the
 * inspector captures a stack with line numbers wherever the browser records where a call came from, so V8
 * parses again the functions on the stack to find them: a module's whole top level when such a call is made
 * while it evaluates. A phone has no inspector attached and pays none of it.
 *
 * Per run, a fresh headless Chromium over its DevTools pipe (cdp-pipe.ts) opens the page once, at CPU 1× and
 * 6×, with Runtime off (Page alone enabled, to let the probe in: no inspector stacks, as on a phone), on (as
 * Playwright and Lighthouse have it) and on with V8 making source positions as it compiles (as the cold-start
 * bench has it, eager-source-positions.ts: nothing left to parse again), taking turns. The page's own
 * Long Tasks observer, set before any of its script, gives the longest task, and a fixed loop timed after
 * it at the rate and at 1× that the throttle held. The app (dist/, served as the gateway serves it, its
 * login) and the bare React 19 page of the first-load bench.
 * INSPECTOR_COST_RUNS (default 5) sets the runs; INSPECTOR_COST_TRACE_DIR keeps a trace of each first
 * load there (`app-6x-runtimeOff-1.json`…, for long-task-report.ts), its figures printed but not kept;
 * else they go to the `inspectorCost` section of docs/benchmarks/results.json (BENCH_RESULTS).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TASK_TRACE_CATEGORIES } from '@e2e/support/main-thread-tasks';
import { resultsPath, writeResultsSection } from '../results-file';
import { spreadOf, type Spread } from '../bench-stats';
import { serveBarePage, serveSite } from './bare-page-server';
import { launchPiped } from './cdp-pipe';
import { startCdpTrace, stopCdpTrace } from './cdp-trace';
import { EAGER_SOURCE_POSITIONS } from './eager-source-positions';
import { fixedLoopMs, slowdownOf } from './cold-start-steps';

const RUNS = Number(process.env.INSPECTOR_COST_RUNS ?? 5);
const RATES = [1, 6] as const;
/** Runtime off (a phone), on (Playwright, Lighthouse), and on with source positions made as V8 compiles. */
const MODES = ['runtimeOff', 'runtimeEnabled', 'runtimeEnabledEagerPositions'] as const;
const TRACE_DIR = process.env.INSPECTOR_COST_TRACE_DIR;
/**
 * The tasks (long-task-report.ts reads them), V8's compiles and its sampling profiler: which function a long
 * task's script spent its time in (DevTools' Performance panel opens the file). The profiler collects source
 * positions as the inspector does, so a traced run's own figures are not the bench's.
 */
const TRACE_CATEGORIES = [
  ...TASK_TRACE_CATEGORIES,
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
];
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** The fixed loop, timed in the page at the rate and at 1×: the witness that the throttle held. */
const LOOP = `(${fixedLoopMs.toString()})()`;

/** Set before the page's first script: every long task it runs, and a flag a second after its load event. */
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('load', () => setTimeout(() => { window.__settled = true; }, 1000));
`;

/** What one first load measured: its long tasks (ms) and how much slower the page ran than at full speed. */
interface FirstLoad {
  longTasks: number[];
  cpuSlowdown: number;
}

/** One first load of `url` in a fresh browser, traced into `traceFile` when one is named. */
async function firstLoad(
  url: string,
  rate: number,
  mode: (typeof MODES)[number],
  traceFile?: string,
): Promise<FirstLoad> {
  const browser = launchPiped(mode === 'runtimeEnabledEagerPositions' ? [EAGER_SOURCE_POSITIONS] : []);
  const evaluate = async (expression: string, page: string) => {
    const { result } = (await browser.send(
      'Runtime.evaluate',
      { expression, returnByValue: true },
      page,
    )) as {
      result: { value: unknown };
    };
    return result.value;
  };
  try {
    const page = await browser.firstPage();
    // Page, in every mode: it lets the probe in before the page's first script.
    await browser.send('Page.enable', {}, page);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE }, page);
    if (mode !== 'runtimeOff') await browser.send('Runtime.enable', {}, page);
    await browser.send('Emulation.setCPUThrottlingRate', { rate }, page);
    if (traceFile !== undefined) await startCdpTrace(browser, TRACE_CATEGORIES);
    await browser.send('Page.navigate', { url }, page);
    // Again once committed: the navigation may have moved the page into a new renderer process.
    await browser.send('Emulation.setCPUThrottlingRate', { rate }, page);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // While the page navigates its context may be gone: asked again at the next turn.
      const settled = await evaluate(
        'window.__settled === true ? JSON.stringify(window.__longTasks) : null',
        page,
      ).catch(() => null);
      if (typeof settled !== 'string') continue;
      if (traceFile !== undefined) writeFileSync(traceFile, await stopCdpTrace(browser));
      const cpuSlowdown = await slowdownOf(
        async () => Number(await evaluate(LOOP, page)),
        () => browser.send('Emulation.setCPUThrottlingRate', { rate: 1 }, page),
      );
      return { longTasks: JSON.parse(settled) as number[], cpuSlowdown };
    }
    throw new Error(`${url} did not settle (its load event and a second after) within a minute`);
  } finally {
    await browser.close();
  }
}

if (!existsSync(`${DIST}/index.html`)) throw new Error(`no build in ${DIST}: run npm run build first`);
if (TRACE_DIR !== undefined) mkdirSync(TRACE_DIR, { recursive: true });
const app = await serveSite(() => DIST);
const bare = await serveBarePage();
const pages = { app: `${app.url}/`, bareReact: `${bare.url}/` } as const;
type Figures = Record<string, Record<(typeof MODES)[number], number[]>>;
const slowdowns: Record<string, number[]> = {};
const longest: Record<keyof typeof pages, Figures> = { app: {}, bareReact: {} };
const loads: number[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const rate of RATES) {
      for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
        for (const mode of MODES) {
          const traceFile =
            TRACE_DIR === undefined ? undefined : join(TRACE_DIR, `${name}-${rate}x-${mode}-${run}.json`);
          const { longTasks: tasks, cpuSlowdown } = await firstLoad(url, rate, mode, traceFile);
          loads.push(loadavg()[0] ?? NaN);
          (slowdowns[`cpu${rate}x`] ??= []).push(cpuSlowdown);
          const figures = (longest[name][`cpu${rate}x`] ??= {
            runtimeOff: [],
            runtimeEnabled: [],
            runtimeEnabledEagerPositions: [],
          });
          figures[mode].push(Math.max(0, ...tasks));
          console.log(
            `run ${run} · ${name} · CPU ${rate}× · ${mode}: ${tasks.map(Math.round).join(', ')} ms`,
          );
        }
      }
    }
  }
} finally {
  await app.close();
  await bare.close();
}

const section = {
  command: 'npx tsx bench/browser/inspector-cost.ts (after npm run build)',
  measuredAt: new Date().toISOString(),
  what:
    'The longest task of a first load in a fresh headless Chromium, by the page’s own Long Tasks observer: ' +
    'with DevTools’ Runtime domain off (Page alone enabled), on (as Playwright and Lighthouse), and on with ' +
    'V8 making source positions as it compiles (as the cold-start bench); median, min, max of the runs, ' +
    'taking turns',
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage1m: spreadOf(loads) },
  /** How much slower the page ran at each rate than at 1× (≈ the rate when the throttle held). */
  cpuSlowdown: Object.fromEntries(Object.entries(slowdowns).map(([rate, runs]) => [rate, spreadOf(runs)])),
  longestTaskMs: Object.fromEntries(
    Object.entries(longest).map(([name, byRate]) => [
      name,
      Object.fromEntries(
        Object.entries(byRate).map(([rate, figures]) => {
          const [runtimeOff, runtimeEnabled, runtimeEnabledEagerPositions] = MODES.map((mode) =>
            spreadOf(figures[mode]),
          ) as [Spread, Spread, Spread];
          // Each against Runtime off; a page with no long task with Runtime off has no ratio.
          const ratioOf = (spread: Spread) =>
            runtimeOff.median === 0 ? null : Math.round((spread.median / runtimeOff.median) * 100) / 100;
          return [
            rate,
            {
              runtimeOff,
              runtimeEnabled,
              runtimeEnabledEagerPositions,
              ratio: ratioOf(runtimeEnabled),
              eagerPositionsRatio: ratioOf(runtimeEnabledEagerPositions),
            },
          ];
        }),
      ),
    ]),
  ),
};
// A traced run's figures hold the profiler's cost: printed, not kept.
if (TRACE_DIR === undefined) await writeResultsSection(resultsPath, 'inspectorCost', section);
console.log(JSON.stringify(section.longestTaskMs, null, 2));
