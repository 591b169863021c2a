/**
 * `npx tsx bench/browser/inspector-cost.ts` (after `npm run build`): what DevTools' Runtime domain adds to a
 * first load's long tasks. Playwright and Lighthouse both enable it on the page they measure, and with it the
 * inspector captures a stack with line numbers wherever the browser records where a call came from, so V8
 * parses again the functions on the stack to find them: a module's whole top level when such a call is made
 * while it evaluates. A phone has no inspector attached and pays none of it.
 *
 * Per run, a fresh headless Chromium over its DevTools pipe (cdp-pipe.ts) opens the page once, at CPU 1× and
 * 6×, with nothing but Page enabled (as a phone) and with Runtime enabled too (as Playwright and Lighthouse),
 * the two taking turns; the page's own Long Tasks observer, set before any of its script, gives the longest
 * task. The app (dist/, served as the gateway serves it) and the bare React 19 page of the first-load bench.
 * INSPECTOR_COST_RUNS (default 5) sets the runs; the figures go to the `inspectorCost` section of
 * docs/benchmarks/results.json (BENCH_RESULTS).
 */
import { cpus, loadavg } from 'node:os';
import { resultsPath, writeResultsSection } from '../results-file';
import { spreadOf } from './bench-stats';
import { serveBarePage, serveSite } from './bare-page-server';
import { launchPiped } from './cdp-pipe';

const RUNS = Number(process.env.INSPECTOR_COST_RUNS ?? 5);
const RATES = [1, 6] as const;
const MODES = ['phone', 'runtimeEnabled'] as const;

/** Set before the page's first script: every long task it runs, and a flag a second after its load event. */
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('load', () => setTimeout(() => { window.__settled = true; }, 1000));
`;

/** The long tasks (ms) of one first load of `url` in a fresh browser. */
async function firstLoadTasks(url: string, rate: number, mode: (typeof MODES)[number]): Promise<number[]> {
  const browser = launchPiped();
  try {
    const page = await browser.firstPage();
    // Page, in both modes: it lets the probe in before the page's first script.
    await browser.send('Page.enable', {}, page);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE }, page);
    if (mode === 'runtimeEnabled') await browser.send('Runtime.enable', {}, page);
    await browser.send('Emulation.setCPUThrottlingRate', { rate }, page);
    await browser.send('Page.navigate', { url }, page);
    for (let waited = 0; waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { result } = (await browser.send(
        'Runtime.evaluate',
        {
          expression: 'window.__settled === true ? JSON.stringify(window.__longTasks) : null',
          returnByValue: true,
        },
        page,
      )) as { result: { value: string | null } };
      if (result.value !== null) return JSON.parse(result.value) as number[];
    }
    throw new Error(`${url} did not load within a minute`);
  } finally {
    await browser.close();
  }
}

const app = await serveSite(() => 'dist');
const bare = await serveBarePage();
const pages = { app: `${app.url}/`, bareReact: `${bare.url}/` } as const;
type Figures = Record<string, Record<(typeof MODES)[number], number[]>>;
const longest: Record<keyof typeof pages, Figures> = { app: {}, bareReact: {} };
const loads: number[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const rate of RATES) {
      for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
        for (const mode of MODES) {
          const tasks = await firstLoadTasks(url, rate, mode);
          loads.push(loadavg()[0] ?? NaN);
          const figures = (longest[name][`cpu${rate}x`] ??= { phone: [], runtimeEnabled: [] });
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
    'with nothing of DevTools enabled (as a phone) and with the Runtime domain enabled (as Playwright and ' +
    'Lighthouse); median, min, max of the runs, taking turns',
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage1m: spreadOf(loads) },
  longestTaskMs: Object.fromEntries(
    Object.entries(longest).map(([name, byRate]) => [
      name,
      Object.fromEntries(
        Object.entries(byRate).map(([rate, figures]) => {
          const [phone, runtimeEnabled] = [spreadOf(figures.phone), spreadOf(figures.runtimeEnabled)];
          return [
            rate,
            {
              phone,
              runtimeEnabled,
              // A page with no long task as a phone has no ratio.
              ratio:
                phone.median === 0 ? null : Math.round((runtimeEnabled.median / phone.median) * 100) / 100,
            },
          ];
        }),
      ),
    ]),
  ),
};
await writeResultsSection(resultsPath, 'inspectorCost', section);
console.log(JSON.stringify(section.longestTaskMs, null, 2));
