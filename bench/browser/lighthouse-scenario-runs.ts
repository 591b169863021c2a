/** The Lighthouse bench's two kinds of run: in a fresh profile of its own, and in the logged-in profile. */
import type { LaunchOptions } from '@playwright/test';
import { launchLighthouseBrowser } from '@e2e/support/lighthouse-browser';
import { causesOf } from './lighthouse-causes';
import { figuresOf } from './lighthouse-figures';
import { runLighthouse, settingsOf } from './lighthouse-run';
import type { ScenarioRun } from './lighthouse-summary';

/** Runs Lighthouse on url in a browser of its own, on a fresh profile (nothing stored), closed afterwards. */
export async function coldRun(
  launchOptions: LaunchOptions | undefined,
  url: string,
  label: string,
): Promise<ScenarioRun> {
  const browser = await launchLighthouseBrowser(launchOptions, undefined);
  try {
    const lhr = await runLighthouse(browser.port, url, label);
    return { figures: figuresOf(lhr), causes: causesOf(lhr), settings: settingsOf(lhr) };
  } finally {
    await browser.close();
  }
}

/** Runs Lighthouse on the job list in the logged-in browser; it must have drawn the app past its splash. */
export async function jobListRun(port: number, url: string, label: string): Promise<ScenarioRun> {
  const lhr = await runLighthouse(port, url, label);
  const run = { figures: figuresOf(lhr), causes: causesOf(lhr), settings: settingsOf(lhr) };
  // The location banner or the list, never the splash: a load that stopped there measured nothing of the list.
  if (run.causes.lcpElement === '' || run.causes.lcpElement.includes('splash'))
    throw new Error(`${label}: the app never got past its splash (LCP element: "${run.causes.lcpElement}")`);
  return run;
}
