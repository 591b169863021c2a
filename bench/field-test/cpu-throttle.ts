/**
 * The phone's slower CPU: Emulation.setCPUThrottlingRate through a DevTools protocol session on the
 * page, and the slowdown actually seen on a fixed busy loop timed in the page at rate 1 and at the
 * asked rate (throttling is approximate, and a loaded machine shifts it).
 */
import type { CDPSession, Page } from '@playwright/test';

/** The rate asked for and the slowdown measured. */
export interface CpuSlowdown {
  askedRate: number;
  observedSlowdown: number;
  loopMsAtRate1: number;
  loopMsAtRate: number;
}

/** The fixed busy loop's time in the page (ms), the best of three. */
async function timeBusyLoop(page: Page): Promise<number> {
  return page.evaluate(() => {
    let best = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 3_000_000; i += 1) x = (x + Math.sqrt(i) * 1.0001) % 1_000_003;
      if (x < 0) throw new Error('unreachable');
      best = Math.min(best, performance.now() - start);
    }
    return best;
  });
}

/** Sets the rate on the session's page. */
export async function setCpuRate(session: CDPSession, rate: number): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Times the loop at rate 1, then throttles to `rate` and times it again; the page stays throttled. */
export async function throttleCpu(page: Page, session: CDPSession, rate: number): Promise<CpuSlowdown> {
  await setCpuRate(session, 1);
  const loopMsAtRate1 = await timeBusyLoop(page);
  await setCpuRate(session, rate);
  const loopMsAtRate = await timeBusyLoop(page);
  return {
    askedRate: rate,
    observedSlowdown: Math.round((loopMsAtRate / loopMsAtRate1) * 100) / 100,
    loopMsAtRate1: Math.round(loopMsAtRate1),
    loopMsAtRate: Math.round(loopMsAtRate),
  };
}
