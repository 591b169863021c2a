/**
 * One Lighthouse 12 run of the performance category, as a phone: Lighthouse's default mobile settings (a moto g
 * power's 412×823 screen at 1.75×, and 'simulate' throttling: the load observed unthrottled, then modelled on a slow
 * 4G link with 150 ms round trips and a CPU 4× slower), so the figures compare with PageSpeed Insights'. Storage is
 * never reset, so a profile's login and service worker stay; the profile decides how cold a load is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { lighthouseFlags } from '@e2e/support/lighthouse-browser';

/** Where to keep each run's whole report (LIGHTHOUSE_BENCH_LHR_DIR), for digging into a figure. */
const LHR_DIR = process.env.LIGHTHOUSE_BENCH_LHR_DIR;

const flagsFor = (port: number) => lighthouseFlags(port, { onlyCategories: ['performance'] });

/** Runs Lighthouse on url in the browser at the DevTools port; fails when the page did not load. */
export async function runLighthouse(port: number, url: string, label: string): Promise<Result> {
  const result = await lighthouse(url, flagsFor(port));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (LHR_DIR !== undefined) writeFileSync(join(LHR_DIR, `${label}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  return lhr;
}

/** What the run was measured with, as Lighthouse reports it (not as this file asked). */
export function settingsOf(lhr: Result): Record<string, unknown> {
  return {
    lighthouse: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent,
    screenEmulation: lhr.configSettings.screenEmulation,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    throttling: lhr.configSettings.throttling,
  };
}
