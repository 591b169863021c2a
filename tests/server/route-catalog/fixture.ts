/**
 * The real data the route catalog's requests name: demo.driver's (D100, branch 1)
 * not-started jobs of today and yesterday, a seeded postcode, a stored legacy
 * image, and fresh refresh tokens. Reads the gateway's database directly.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { photoObjectTarget } from '@domain/photos/object-store-keys';
import { photoUri } from '@domain/photos/photo-uri';
import { demoDriver } from '@server/seed/demo-accounts';
import { enqueueWebhook } from '@server/webhooks/webhook-outbox';
import { insertRecordLink } from '@server/webhooks/retail-record-links';
import { trackingLinkFor } from '@server/tracking/tracking-links';
import { DEFAULT_TRACKING_LINK_DAYS } from '@server/tracking/tracking-settings';
import type { TestGateway } from '../test-gateway';

/** What the catalog's valid requests are made of. */
export interface RouteFixture {
  gw: TestGateway;
  /** ISO today. */
  today: string;
  /** DDMMYYYY of today and yesterday. */
  todayDate: string;
  yesterdayDate: string;
  /** demo.driver's not-started jobs (never touched by another test of the same file). */
  todayJob: Job;
  yesterdayJob: Job;
  /** Another of yesterday's, written only as late offline work (saved yesterday, sent today). */
  lateJob: Job;
  /** A seeded postcode as postcodes.io writes it. */
  postcode: string;
  /** The id of an image stored in the legacy images table. */
  mediaId: string;
  /** The ref of a photo in the evidence record of todayJob (a delivered photo in its gallery). */
  evidenceImageRef: string;
  /** The event id of a retail webhook queued for todayJob. */
  webhookEventId: string;
  /** The token of a live record link of todayJob, as if its record had completed. */
  recordToken: string;
  /** The token of todayJob's customer tracking link. */
  trackingToken: string;
  /** 8 random hex digits: what keeps names and object keys of two requests apart. */
  unique(): string;
  /** A new refresh token of demo.driver (a real password login). */
  refreshToken(): Promise<string>;
}

/** A few PNG signature bytes: what the image upload accepts as a PNG. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A few JPEG signature bytes. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

async function notStartedJob(gw: TestGateway, day: string, skip: number): Promise<Job> {
  const rows = await gw.db.query<{ document: Job }>(
    `SELECT document FROM jobs WHERE branch = $1 AND driver_id = $2 AND job_date = $3
       AND job_outcome_status = $4 ORDER BY id`,
    [demoDriver.branch, demoDriver.driverid, day, JobOutcomeStatus.NotStarted],
  );
  const job = rows[skip]?.document;
  if (!job) throw new Error(`no not-started job of ${demoDriver.username} on ${day}`);
  return job;
}

/** Stores a delivered photo of the job and lists it in the job's gallery; answers its record ref (the key). */
async function evidencePhoto(gw: TestGateway, job: Job): Promise<string> {
  const { key } = photoObjectTarget(photoUri(job.id, 'delivered', Date.now()), 'fixture1');
  await gw.objects.put(key, PNG_BYTES, 'image/png');
  const gallery = [{ id: 'fixture-photo', uri: gw.objects.urlOf(key), type: 'delivered', status: 'down' }];
  await gw.db.query(
    `UPDATE jobs SET document = jsonb_set(document, '{job_activity_gallery}', $2::jsonb) WHERE id = $1`,
    [job.id, JSON.stringify(gallery)],
  );
  return key;
}

/** Queues a webhook of the job, as an accepted update would; answers its event id. */
async function queuedWebhook(gw: TestGateway, job: Job): Promise<string> {
  const eventId = randomUUID();
  const body = JSON.stringify({ id: eventId, type: 'job.updated', data: { job: { id: job.id } } });
  // The fixture's gateway names no endpoint, so its sender fails the row at once; a resend still takes it.
  const url = 'http://127.0.0.1:9/fixture';
  await enqueueWebhook(
    gw.db,
    { eventId, eventType: 'job.updated', retailerId: 'fixture', jobId: job.id, url, body },
    new Date(),
  );
  return eventId;
}

/** A live record link of the job. */
async function recordLink(gw: TestGateway, job: Job): Promise<string> {
  const link = await insertRecordLink(gw.db, job.id, '0'.repeat(64), new Date(), 30);
  if (!link) throw new Error(`${job.id} already has a record link`);
  return link.token;
}

/** The job's tracking link token (made now, as the admins' link call would). */
async function trackingTokenOf(gw: TestGateway, job: Job): Promise<string> {
  const link = await trackingLinkFor(gw.db, job.id, new Date(), DEFAULT_TRACKING_LINK_DAYS);
  if (!link) throw new Error(`no tracking link for ${job.id}`);
  return link.token;
}

/** Loads the fixture; `skip` picks a later job so two files sharing a database never share one. */
export async function loadRouteFixture(gw: TestGateway, skip = 0): Promise<RouteFixture> {
  const today = todayIso();
  const yesterday = addDays(today, -1);
  const [geocode] = await gw.db.query<{ postcode: string }>(
    'SELECT postcode FROM geocodes ORDER BY postcode_key LIMIT 1',
  );
  const mediaId = randomUUID();
  await gw.db.query(
    `INSERT INTO images (id, name, content_type, bytes, username, created_at)
     VALUES ($1, 'legacy.png', 'image/png', $2, $3, now())`,
    [mediaId, PNG_BYTES, demoDriver.username],
  );
  const todayJob = await notStartedJob(gw, today, skip);
  return {
    gw,
    today,
    todayDate: toRequestDate(today),
    yesterdayDate: toRequestDate(yesterday),
    todayJob,
    yesterdayJob: await notStartedJob(gw, yesterday, skip),
    lateJob: await notStartedJob(gw, yesterday, skip + 1),
    postcode: geocode?.postcode ?? 'M20 2AB',
    mediaId,
    evidenceImageRef: await evidencePhoto(gw, todayJob),
    webhookEventId: await queuedWebhook(gw, todayJob),
    recordToken: await recordLink(gw, todayJob),
    trackingToken: await trackingTokenOf(gw, todayJob),
    unique: () => randomBytes(4).toString('hex'),
    refreshToken: async () => (await gw.passwordTokens(demoDriver)).refresh_token,
  };
}
