/**
 * The Lighthouse bench's summary: per scenario, each figure's median, minimum and maximum over the runs and the
 * causes behind the median run; the app's LCP against the bare React page's, round by round; and the table the
 * bench prints.
 */
import { spreadOf, type Spread } from '../bench-stats';
import type { LighthouseCauses } from './lighthouse-causes';
import { FIGURE_NAMES, type LighthouseFigures } from './lighthouse-figures';

/** What the bench measures, the baseline first. */
export const SCENARIOS = {
  bareReact: 'bare React 19 page, fresh profile',
  loginCold: 'login screen (/), fresh profile: nothing stored, no service worker',
  jobListLoggedIn: '/job-list logged in, service worker controlling, online',
  jobListOffline: '/job-list logged in, from the service worker, the gateway unreachable',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;
export const APP_SCENARIOS = ['loginCold', 'jobListLoggedIn', 'jobListOffline'] as const;

/** One run: its figures, their causes and Lighthouse's settings. */
export interface ScenarioRun {
  figures: LighthouseFigures;
  causes: LighthouseCauses;
  settings: Record<string, unknown>;
}

/** A scenario's summary. */
export interface ScenarioSummary {
  what: string;
  figures: Record<keyof LighthouseFigures, Spread>;
  causesOfMedianRun: LighthouseCauses;
}

/** The run whose score is the median (ties: the median TBT among them, then the first). */
function medianRun(runs: readonly ScenarioRun[]): ScenarioRun {
  const sorted = [...runs].sort(
    (a, b) => a.figures.score - b.figures.score || a.figures.tbtMs - b.figures.tbtMs,
  );
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (run === undefined) throw new Error('no runs to summarise');
  return run;
}

/** A scenario's figures over its runs. */
export function summaryOf(name: ScenarioName, runs: readonly ScenarioRun[]): ScenarioSummary {
  const figures = Object.fromEntries(
    FIGURE_NAMES.map((figure) => [figure, spreadOf(runs.map((run) => run.figures[figure]))]),
  ) as Record<keyof LighthouseFigures, Spread>;
  return { what: SCENARIOS[name], figures, causesOfMedianRun: medianRun(runs).causes };
}

/** App LCP ÷ bare-page LCP: of the medians, and round by round (runs of one round ran back to back). */
export function lcpToBare(
  app: readonly ScenarioRun[],
  bare: readonly ScenarioRun[],
): { ofMedians: number; byRound: Spread } {
  const median = (runs: readonly ScenarioRun[]) => spreadOf(runs.map((run) => run.figures.lcpMs)).median;
  return {
    ofMedians: Math.round((median(app) / median(bare)) * 100) / 100,
    byRound: spreadOf(app.map((run, i) => run.figures.lcpMs / (bare[i]?.figures.lcpMs ?? NaN))),
  };
}

/** The printed table: median (min–max) of each figure. */
export function tableOf(summaries: Partial<Record<ScenarioName, ScenarioSummary>>): string {
  const cell = (spread: Spread, digits = 0) =>
    `${spread.median.toFixed(digits)} (${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)})`;
  const lines = [
    '| scenario | score | LCP ms | TBT ms | CLS | FCP ms |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, summary] of Object.entries(summaries)) {
    const { score, lcpMs, tbtMs, cls, fcpMs } = summary.figures;
    lines.push(
      `| ${name} | ${cell(score)} | ${cell(lcpMs)} | ${cell(tbtMs)} | ${cell(cls, 3)} | ${cell(fcpMs)} |`,
    );
  }
  return lines.join('\n');
}
