/**
 * The morning's window messages (product rule 4.15): each gateway looks once a minute, and from
 * MESSAGES_MORNING_AT (local time) on writes the window message, with the tracking link, of each of today's
 * jobs not yet started, whose window has not ended, and whose customer has not been told anything. UNIQUE (job_id, kind) makes it once however
 * many gateways look; at 07:00 the quiet hours hold it until they end, unless the window starts early.
 */
import { messageSender, windowBody } from '@domain/customer/message-bodies';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { dayjs } from '@domain/time/configured-dayjs';
import { timestampMs, todayIso } from '@domain/time/dates';
import { minutesOfDay } from '@domain/time/time-of-day';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import { errorText } from '../webhooks/leased-outbox-sender';
import type { CustomerMessageSettings } from './customer-message-settings';
import type { TrackingLinkSource } from './message-link';
import { writeJobMessage } from './write-job-message';

/** How often the gateway looks for jobs to tell. */
export const MORNING_LOOK_EVERY_MS = 60_000;

const UNTOLD = namedSql(
  'customer_messages_untold',
  `SELECT j.document FROM jobs j
   WHERE j.job_date = $1 AND j.job_outcome_status = $2
     AND NOT EXISTS (SELECT 1 FROM customer_messages m WHERE m.job_id = j.id)
   ORDER BY j.id`,
);

/** What the morning step works with. */
export interface MorningMessagesOptions {
  db: Database;
  settings: CustomerMessageSettings;
  trackingLink: TrackingLinkSource;
  now: () => Date;
  log?: (line: string) => void;
}

/** True once the local time of day has reached the morning setting. */
export function isMorning(morningAt: string, now: Date): boolean {
  const local = dayjs(now);
  return local.hour() * 60 + local.minute() >= minutesOfDay(morningAt);
}

/** Writes today's window messages now when it is morning; resolves to how many jobs were looked at. */
export async function writeMorningMessages(options: MorningMessagesOptions): Promise<number> {
  const { db, settings, trackingLink } = options;
  const now = options.now();
  if (!isMorning(settings.morningAt, now)) return 0;
  const rows = await db.query<{ document: Job }>(UNTOLD, [todayIso(now), JobOutcomeStatus.NotStarted]);
  for (const { document: job } of rows) {
    // A window already over is news to nobody (a gateway started late in the day).
    if ((timestampMs(job.end_time) ?? 0) <= now.getTime()) continue;
    const link = await trackingLink(db, job.id, now);
    const body = windowBody(messageSender(job, settings.retailerNames), job.start_time, job.end_time, link);
    await writeJobMessage(db, settings.quietHours, job, 'window', body, now);
  }
  return rows.length;
}

/** The gateway's minute timer for writeMorningMessages (single flight; the timer never keeps the process alive). */
export class MorningMessages {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly options: MorningMessagesOptions) {}

  start(): void {
    this.timer = setInterval(() => this.look(), MORNING_LOOK_EVERY_MS);
    this.timer.unref();
    this.look();
  }

  /** Looks now unless a look is under way. */
  look(): void {
    if (this.running) return;
    this.running = writeMorningMessages(this.options)
      .catch((error: unknown) => this.options.log?.(`customer messages: ${errorText(error)}`))
      .finally(() => {
        this.running = null;
      });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
