/**
 * Service-worker e2e helpers: demo.driver2's jobs (the service-worker specs use
 * that driver, so other specs' changes to demo.driver's day never meet them),
 * control of the page, what the device holds (the outbox, the backstop queue,
 * Cache Storage) and a Background Sync event fired through the DevTools protocol.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { todayIso } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { BACKSTOP_QUEUE_NAME, BACKSTOP_SYNC_TAG } from '@domain/sync/service-worker-messages';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { driver2TodayPlan } from '@server/seed/demo-plan-others';

/** demo.driver2's job of today with this sequence number (server/seed/demo-plan-others.ts), and its van. */
export function driver2Job(seq: number): { job: Job; vehicle: string } {
  const index = driver2TodayPlan.jobs.findIndex((plan) => plan.seq === seq);
  const job = buildDemoDay(driver2TodayPlan, todayIso()).jobs[index];
  const vehicle = driver2TodayPlan.manifests[driver2TodayPlan.jobs[index]?.manifest ?? -1]?.vehicle;
  if (job === undefined || vehicle === undefined) throw new Error(`demo.driver2 has no job ${seq} today`);
  return { job, vehicle };
}

/** Waits until the service worker is active and controls the page. */
export async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every record of an IndexedDB store, read in the page (the database must exist). */
export function readStore(page: Page, database: string, store: string): Promise<unknown[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onerror = () => reject(all.error ?? new Error(`cannot read ${storeName}`));
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
        };
      }),
    [database, store] as const,
  );
}

/** The idempotency keys of the device's outbox entries for a job. */
export async function outboxKeysFor(page: Page, jobId: string): Promise<string[]> {
  const entries = (await readStore(page, 'doorstep', 'outbox')) as {
    jobId: string;
    idempotencyKey: string;
  }[];
  return entries.filter((entry) => entry.jobId === jobId).map((entry) => entry.idempotencyKey);
}

/** The keys the service worker's background-sync queue holds, oldest first. */
export async function backstopQueueKeys(page: Page): Promise<string[]> {
  const records = (await readStore(page, 'workbox-background-sync', 'requests')) as {
    queueName: string;
    metadata?: { key?: string };
  }[];
  return records
    .filter((record) => record.queueName === BACKSTOP_QUEUE_NAME)
    .map((record) => record.metadata?.key ?? '');
}

/** The URLs (path and query, workbox's revision query removed) held in each Cache Storage cache. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        return `${url.pathname}${url.search}`;
      });
    }
    return result;
  });
}

/**
 * Fires the backstop's Background Sync event in the service worker through the
 * DevTools protocol, as the browser does when the signal returns. `page` is any
 * page of the context (about:blank will do: the app need not run).
 */
export async function dispatchBackstopSync(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const scope = `${origin}/`;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: BACKSTOP_SYNC_TAG,
    lastChance: false,
  });
  await cdp.detach();
}
