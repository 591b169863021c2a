// `npx playwright test -c playwright.docs.config.ts --project lighthouse-bench` (after `npm run build`; `npm run
// bench` runs it too): Lighthouse 12's performance category as a phone (lighthouse-run.ts: its mobile defaults,
// simulated slow 4G and CPU 4×) against the gateway serving the production build, in rounds of four back-to-back
// runs: the baseline, a bare React 19 page built and served alike (bare-page-server.ts); the login screen cold; the
// job list logged in; the job list offline, from the service worker. The app is reached through a link that can be
// cut (e2e/support/switchable-link.ts): cut, no request of Lighthouse's tab or the app's workers reaches the
// gateway. Not a test of a time limit: it writes the median, minimum and maximum of LIGHTHOUSE_BENCH_RUNS rounds
// (default 5) into the `lighthouse` section of docs/benchmarks/results.json (or BENCH_RESULTS) and prints a table.
import { cpus, loadavg } from 'node:os';
import { test as base } from '@playwright/test';
import { resultsPath, writeResultsSection } from '../results-file';
import { demoDriver } from '@server/seed/demo-accounts';
import { launchLighthouseBrowser, type LighthouseBrowser } from '@e2e/support/lighthouse-browser';
import { loginForOfflineWork } from '@e2e/support/login';
import { setPhonePermissions } from '@e2e/support/phone-permissions';
import { openSwitchableLink, type SwitchableLink } from '@e2e/support/switchable-link';
import { serveBarePage, type ServedSite } from './bare-page-server';
import { spreadOf } from '../bench-stats';
import { coldRun, jobListRun } from './lighthouse-scenario-runs';
import {
  APP_SCENARIOS,
  lcpToBare,
  SCENARIOS,
  summaryOf,
  tableOf,
  type ScenarioName,
  type ScenarioRun,
} from './lighthouse-summary';

const RUNS = Number(process.env.LIGHTHOUSE_BENCH_RUNS ?? 5);

interface Setup {
  bare: ServedSite;
  link: SwitchableLink;
  /** A profile logged in as demo.driver through the link, its service worker controlling the app. */
  loggedIn: LighthouseBrowser;
}

const runs: Record<ScenarioName, ScenarioRun[]> = {
  bareReact: [],
  loginCold: [],
  jobListLoggedIn: [],
  jobListOffline: [],
};
const refusedWhileCut: number[] = [];
const loads: number[] = [];

const test = base.extend<object, { setup: Setup }>({
  setup: [
    async ({ playwright: _playwright }, use, workerInfo) => {
      const { baseURL, launchOptions } = workerInfo.project.use;
      const bare = await serveBarePage();
      const link = await openSwitchableLink(baseURL ?? '');
      // Closed however the setup ends: the bare page's build lives in node_modules/.cache until then.
      const closing: (() => Promise<void>)[] = [() => bare.close(), () => link.close()];
      try {
        const loggedIn = await launchLighthouseBrowser(launchOptions, link.url);
        closing.unshift(() => loggedIn.close());
        const page = loggedIn.context.pages()[0] ?? (await loggedIn.context.newPage());
        // A persistent context has no Browser to open a browser session on; the page's session sets them as well.
        await setPhonePermissions(page, await loggedIn.context.newCDPSession(page), link.url);
        await loginForOfflineWork(page, demoDriver);
        // Off the app, so that only Lighthouse's tab runs it (and asks the gateway for anything).
        await page.goto('about:blank');
        await use({ bare, link, loggedIn });
      } finally {
        for (const close of closing) await close();
      }
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });

for (let round = 1; round <= RUNS; round += 1) {
  test(`Lighthouse mobile performance, round ${round} of ${RUNS}`, async ({ setup }) => {
    test.setTimeout(300_000);
    loads.push(loadavg()[0]!);
    const { bare, link, loggedIn } = setup;
    const { launchOptions } = test.info().project.use;
    runs.bareReact.push(await coldRun(launchOptions, `${bare.url}/`, `bare-${round}`));
    runs.loginCold.push(await coldRun(launchOptions, `${link.url}/`, `login-${round}`));
    runs.jobListLoggedIn.push(await jobListRun(loggedIn.port, `${link.url}/job-list`, `job-list-${round}`));

    link.cut();
    try {
      runs.jobListOffline.push(await jobListRun(loggedIn.port, `${link.url}/job-list`, `offline-${round}`));
    } finally {
      refusedWhileCut.push(link.refusedSinceCut());
      link.restore();
    }
    const last = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, list.at(-1)?.figures]));
    console.log(`round ${round}:`, JSON.stringify(last), `refused while cut: ${refusedWhileCut.at(-1)}`);
  });
}

test.afterAll(async () => {
  if (runs.jobListOffline.length === 0) return;
  const scenarios = Object.fromEntries(
    (Object.keys(SCENARIOS) as ScenarioName[]).map((name) => [name, summaryOf(name, runs[name])]),
  );
  const section = {
    command: 'npx playwright test -c playwright.docs.config.ts --project lighthouse-bench (npm run bench)',
    measuredAt: new Date().toISOString(),
    what: 'Lighthouse 12 mobile performance: each scenario once per round, rounds back to back; median, min, max',
    rounds: runs.jobListOffline.length,
    settings: runs.jobListLoggedIn[0]?.settings,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage1m: spreadOf(loads) },
    scenarios,
    lcpToBareReact: Object.fromEntries(
      APP_SCENARIOS.map((name) => [name, lcpToBare(runs[name], runs.bareReact)]),
    ),
    offline: {
      how: 'the link to the gateway cut for the run: each connection tried is closed at once',
      connectionsRefusedPerRun: spreadOf(refusedWhileCut),
    },
    targets: 'performance score ≥ 99, TBT ≤ 30 ms, CLS 0',
  };
  await writeResultsSection(resultsPath, 'lighthouse', section);
  console.log(tableOf(scenarios));
  console.log('LCP ÷ bare React page:', JSON.stringify(section.lcpToBareReact));
});
