// Lighthouse: accessibility and best practices score 100 on the login and job-list
// screens, audited by Lighthouse's Node API in the suite's Debian Chromium at a 360×740 phone size; accessibility
// scores 100 on each admin page at a 1280×800 desk (the list beside an open job, its evidence record and the
// forms an admin fills in; the retail log, with no webhook on this gateway; the office's board of today); the
// customer's tracking page scores 100 for both on a phone.
// The browser runs a persistent profile with a DevTools port so Lighthouse's tab shares the
// login kept in IndexedDB; storage is never reset and nothing but 127.0.0.1 is contacted.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { jobPath, RETAIL_LOG_PATH, TODAY_PATH } from '@domain/accounts/routes';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TrackingLinkResponse } from '@domain/gateway/api-shapes';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { todaysJob } from './support/demo-jobs';
import { accessTokenFor } from './support/gateway-calls';
import { incompleteJobIds, yesterdayIso } from './support/earlier-jobs';
import { launchLighthouseBrowser, lighthouseFlags } from './support/lighthouse-browser';
import { loginAs } from './support/login';

type Category = 'accessibility' | 'best-practices';

/** What a run audits, and on which screen. */
interface Audit {
  categories: readonly Category[];
  device: 'phone' | 'desk';
}

const onPhone: Audit = { categories: ['accessibility', 'best-practices'], device: 'phone' };
const atDesk: Audit = { categories: ['accessibility'], device: 'desk' };

/** Lighthouse's settings: a phone of the suite's size or a 1280×800 desk, the page unthrottled, its storage kept. */
function flagsFor(port: number, audit: Audit): Flags {
  return lighthouseFlags(port, {
    onlyCategories: [...audit.categories],
    ...(audit.device === 'phone'
      ? {
          screenEmulation: { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false },
        }
      : {
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
        }),
    // 'simulate' never slows the page (it only models performance metrics, not audited here) and keeps
    // Lighthouse's 1 s quiet windows; 'provided' or 'devtools' would force 5.25 s ones.
    throttlingMethod: 'simulate',
  });
}

/** Each category's score and, for a score under 1, the audits that cost it points. */
function scoresOf(
  lhr: Result,
  categories: readonly Category[],
): Record<string, { score: number | null; failing: string[] }> {
  return Object.fromEntries(
    categories.map((id) => {
      const category = lhr.categories[id];
      const failing = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
        .map(
          (audit) => `${audit?.id}: ${audit?.title} ${JSON.stringify(audit?.details ?? {}).slice(0, 600)}`,
        );
      return [id, { score: category?.score ?? null, failing }];
    }),
  );
}

/** Runs Lighthouse on a path of the app and expects each audited category at 100; answers the report. */
async function expectFullMarks(port: number, url: string, audit: Audit = onPhone): Promise<Result> {
  const result = await lighthouse(url, flagsFor(port, audit));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  expect(result.lhr.runtimeError, 'Lighthouse runtime error').toBeUndefined();
  expect(result.lhr.finalDisplayedUrl).toBe(url);
  const scores = scoresOf(result.lhr, audit.categories);
  await test.info().attach(`lighthouse ${new URL(url).pathname}`, {
    body: JSON.stringify(result.lhr),
    contentType: 'application/json',
  });
  const seconds = (result.lhr.timing.total / 1000).toFixed(1);
  console.log(`Lighthouse ${result.lhr.lighthouseVersion} ${url} (${seconds} s):`, JSON.stringify(scores));
  for (const id of audit.categories) {
    expect(scores[id], `${id} on ${url} (${audit.device})`).toEqual({ score: 1, failing: [] });
  }
  return result.lhr;
}

test('the login and job-list screens score 100 for accessibility and best practices', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await launchLighthouseBrowser(test.info().project.use.launchOptions, baseURL);
  try {
    await expectFullMarks(browser.port, `${baseURL}/`);

    // Logged in through the login screen, in the same profile Lighthouse's tab uses.
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await loginAs(page, demoDriver);
    await expectFullMarks(browser.port, `${baseURL}/job-list`);
  } finally {
    await browser.close();
  }
});

test('each admin page scores 100 for accessibility at a 1280×800 desk', async ({ baseURL, request }) => {
  test.setTimeout(120_000);
  const [jobId] = await incompleteJobIds(request, demoAdmin, yesterdayIso());
  if (jobId === undefined) throw new Error('the admin has no incomplete job of yesterday');
  const browser = await launchLighthouseBrowser(test.info().project.use.launchOptions, baseURL);
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await loginAs(page, demoAdmin);
    await expectFullMarks(browser.port, `${baseURL}/incomplete`, atDesk);
    await expectFullMarks(browser.port, `${baseURL}${jobPath(jobId, 'overview')}`, atDesk);
    await expectFullMarks(browser.port, `${baseURL}${jobPath(jobId, 'record')}`, atDesk);
    // The forms an admin fills in: the completion form (on the signature view), fail and suspend.
    for (const view of ['signature', 'failed', 'suspend'] as const)
      await expectFullMarks(browser.port, `${baseURL}${jobPath(jobId, view)}`, atDesk);
    await expectFullMarks(browser.port, `${baseURL}${RETAIL_LOG_PATH}`, atDesk);
    const board = await expectFullMarks(browser.port, `${baseURL}${TODAY_PATH}`, atDesk);
    // Audited with the board on screen: its vans' progress lists (dl) were there to check.
    expect(board.audits['definition-list']?.scoreDisplayMode).toBe('binary');
  } finally {
    await browser.close();
  }
});

test('the customer tracking page scores 100 for accessibility and best practices', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const answer = await request.get(apiPaths.adminTrackingLink(todaysJob(2).job.id), {
    headers: {
      authorization: `Bearer ${await accessTokenFor(request, demoAdmin)}`,
      branch: demoAdmin.branch,
    },
  });
  expect(answer.status()).toBe(200);
  const { url } = (await answer.json()) as TrackingLinkResponse;
  const browser = await launchLighthouseBrowser(test.info().project.use.launchOptions, baseURL);
  try {
    await expectFullMarks(browser.port, `${baseURL}${new URL(url).pathname}`);
  } finally {
    await browser.close();
  }
});
