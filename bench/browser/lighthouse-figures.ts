/** The figures the Lighthouse bench keeps of one run: the performance score and the metrics it weighs. */
import type { Result } from 'lighthouse';

/** One Lighthouse run's performance figures (times in ms of the simulated phone). */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

export const FIGURE_NAMES = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'speedIndexMs'] as const;

function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** The figures of a run; NaN for what Lighthouse could not measure. */
export function figuresOf(lhr: Result): LighthouseFigures {
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : NaN,
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    speedIndexMs: metric(lhr, 'speed-index'),
  };
}

/** What each metric cost the score: 1 − its audit score, times its weight (a 0 means it scored in full). */
export function pointsLostByMetric(lhr: Result): Record<string, number> {
  const lost: Record<string, number> = {};
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.weight > 0 && typeof score === 'number')
      lost[ref.id] = Math.round((1 - score) * ref.weight * 10) / 10;
  }
  return lost;
}
