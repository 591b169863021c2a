/**
 * The engine-realm bench's offline day: jobs delivered with three photos and a signature each, made
 * through the engine's own calls (window.benchEngine, bench/engine-realm/either-realm-engine.ts) as the
 * signature screen and the photo gallery make them, while the phone is offline; and the check that the
 * gateway ended up with every one of them. Photos are drawn in the page at 640×480, so preparing 600 of
 * them takes about a minute, not the hour a camera's 12 MP would.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Database } from '@server/db/database';
import { JobOutcomeStatus } from '@domain/job/enums';
import { PHOTO_KEY_PREFIX } from '@domain/photos/object-store-keys';
import { storedObjects } from '@e2e/support/object-store-contents';
import { isSignatureKey } from '@e2e/support/stored-photos';
import type { BenchJob } from './job-list-day';

/** Delivered photos taken on each job. */
export const PHOTOS_PER_JOB = 3;

/** How many jobs the page works per evaluate (progress shows between batches). */
const BATCH = 25;

/**
 * How long making the day offline took: all of it, and a job of the last batch (its photos and signature
 * saved with the rest of the day already waiting, as a driver's last saves of a day without signal are).
 */
export interface OfflineDayTimes {
  dayMs: number;
  lastJobsMsPerJob: number;
}

/** Delivers the jobs offline through the engine: PHOTOS_PER_JOB photos and a signature each. */
export async function deliverOffline(page: Page, jobs: readonly BenchJob[]): Promise<OfflineDayTimes> {
  const started = Date.now();
  let lastJobsMsPerJob = 0;
  for (let from = 0; from < jobs.length; from += BATCH) {
    if (from > 0)
      console.log(`  ${from} of ${jobs.length} jobs delivered offline (${Date.now() - started} ms)`);
    const batch = jobs.slice(from, from + BATCH).map(({ id, customerName }) => ({ id, customerName }));
    const batchStarted = Date.now();
    await page.evaluate(
      async ({ batch, photos }) => {
        type Result = { ok: boolean; message?: string };
        const engine = (
          window as unknown as { benchEngine: Record<string, (input: unknown) => Promise<Result>> }
        ).benchEngine;
        const drawn = async (label: string, type: string) => {
          const canvas = new OffscreenCanvas(640, 480);
          const context = canvas.getContext('2d')!;
          const gradient = context.createLinearGradient(0, 0, 640, 480);
          gradient.addColorStop(0, '#6b8fa3');
          gradient.addColorStop(1, '#d9c7a7');
          context.fillStyle = gradient;
          context.fillRect(0, 0, 640, 480);
          context.fillStyle = '#111827';
          context.font = '48px sans-serif';
          context.fillText(label, 40, 240);
          return canvas.convertToBlob({ type, quality: 0.85 });
        };
        const expectOk = (what: string, result: Result) => {
          if (!result.ok) throw new Error(`${what}: ${result.message ?? 'refused'}`);
        };
        for (const job of batch) {
          for (let n = 1; n <= photos; n += 1) {
            const file = await drawn(`${job.id} photo ${n}`, 'image/jpeg');
            const photo = { file, name: `${job.id}-${n}.jpg` };
            expectOk(
              `photo ${n} of ${job.id}`,
              await engine.addJobPhoto!({ jobId: job.id, purpose: 'delivered', productId: null, photo }),
            );
          }
          const signature = await drawn(job.customerName, 'image/jpeg');
          expectOk(
            `signature pass of ${job.id}`,
            await engine.completeSignaturePass!({ jobId: job.id, customerName: job.customerName, signature }),
          );
        }
      },
      { batch, photos: PHOTOS_PER_JOB },
    );
    lastJobsMsPerJob = (Date.now() - batchStarted) / batch.length;
  }
  return { dayMs: Date.now() - started, lastJobsMsPerJob };
}

/** Expects the gateway to hold every job as Job Complete, and every photo and signature once. */
export async function expectAllStored(
  request: APIRequestContext,
  db: Database,
  jobs: readonly BenchJob[],
): Promise<void> {
  const ids = jobs.map((job) => job.id);
  const rows = await db.query<{ id: string }>('SELECT id FROM jobs WHERE job_outcome_status = $1', [
    JobOutcomeStatus.JobComplete,
  ]);
  const complete = new Set(rows.map((row) => row.id));
  expect(
    ids.filter((id) => !complete.has(id)),
    'jobs not held as Job Complete',
  ).toEqual([]);
  const keys = (await storedObjects(request)).map((object) => object.key);
  const photos = keys.filter((key) => key.startsWith(`${PHOTO_KEY_PREFIX}/`));
  expect(new Set(photos).size, 'photos stored').toBe(jobs.length * PHOTOS_PER_JOB);
  expect(keys.filter(isSignatureKey).length, 'signatures stored').toBe(jobs.length);
}

/** When the sync's jobs reached the gateway, from the reconnect: the first job, and half of them. */
export interface JobsStoredTimes {
  firstJobStoredMs: number;
  halfJobsStoredMs: number;
}

/**
 * From the gateway's log of accepted updates: how long after the reconnect (ms since the epoch, the same
 * clock as the gateway's on this machine) the first of the jobs was stored, and the middle one.
 */
export async function jobsStoredTimes(
  db: Database,
  jobs: readonly BenchJob[],
  reconnectedAt: number,
): Promise<JobsStoredTimes> {
  const rows = await db.query<{ at: number }>(
    `SELECT (extract(epoch FROM min(received_at)) * 1000)::float8 AS at
     FROM job_updates WHERE job_id IN (SELECT jsonb_array_elements_text($1::jsonb))
     GROUP BY job_id ORDER BY at`,
    [JSON.stringify(jobs.map((job) => job.id))],
  );
  const times = rows.map((row) => Math.round(Number(row.at) - reconnectedAt));
  expect(times, 'every job stored once').toHaveLength(jobs.length);
  return { firstJobStoredMs: times[0] ?? 0, halfJobsStoredMs: times[Math.floor(times.length / 2)] ?? 0 };
}
