/**
 * The on-the-way and arriving messages (product rule 4.15): a job's stage for its customer
 * (domain/customer/delivery-stage.ts) changes only as its van moves, so after a driver's heartbeat or an
 * accepted update of one of their jobs the gateway reads that driver's next stops (driver-next-stops.ts: the
 * first NEXT_STOPS in driving order, not the driver's whole day) and writes the message of the stage they have
 * reached. Only the next NEXT_STOPS stops are told "on its way" (a customer twelve stops down is told when the
 * van nears), and one check per driver runs at a time, at most every CHECK_EVERY_MS; the UNIQUE (job_id, kind)
 * key makes each message once however many gateways check.
 */
import { deliveryStage } from '@domain/customer/delivery-stage';
import type { CustomerVan } from '@domain/customer/delivery-stage';
import { arrivingBody, messageSender, onTheWayBody } from '@domain/customer/message-bodies';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { Database } from '../db/database';
import { errorText } from '../webhooks/leased-outbox-sender';
import type { CustomerMessageSettings } from './customer-message-settings';
import type { TrackingLinkSource } from './message-link';
import { writeJobMessage } from './write-job-message';

/** How many of a driver's next stops are told the van is on its way. */
export const NEXT_STOPS = 2;
/** The shortest time between two checks of one driver. */
export const CHECK_EVERY_MS = 5_000;

/** What a check works with. */
export interface StageMessageOptions {
  db: Database;
  settings: CustomerMessageSettings;
  trackingLink: TrackingLinkSource;
  now: () => Date;
}

/** Writes the messages the driver's next stops call for; resolves to how many were asked for. */
export async function writeStageMessages(options: StageMessageOptions, van: CustomerVan): Promise<number> {
  const { db, settings, trackingLink } = options;
  const now = options.now();
  const due: { jobId: string; kind: 'on-the-way' | 'arriving' }[] = [];
  for (const stop of van.stops.slice(0, NEXT_STOPS)) {
    const stage = deliveryStage(
      {
        id: stop.job_id,
        outcomeStatus: JobOutcomeStatus.NotStarted,
        outcomeTime: null,
        signedBy: null,
        failedReason: null,
      },
      van,
      now.getTime(),
    );
    if (stage.kind === 'on-the-way' || stage.kind === 'arriving')
      due.push({ jobId: stop.job_id, kind: stage.kind });
  }
  if (due.length === 0) return 0;
  // One read of what the jobs were told and of the jobs still to tell, not one per stop.
  const rows = await db.query<{ id: string; document: Job; told: string[] }>(
    `SELECT j.id, j.document,
            COALESCE((SELECT jsonb_agg(m.kind) FROM customer_messages m WHERE m.job_id = j.id), '[]'::jsonb) AS told
     FROM jobs j
     WHERE j.id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND j.job_outcome_status = $2`,
    [JSON.stringify(due.map((d) => d.jobId)), JobOutcomeStatus.NotStarted],
  );
  const jobs = new Map(rows.map((row) => [row.id, row]));
  let written = 0;
  for (const { jobId, kind } of due) {
    const row = jobs.get(jobId);
    if (!row || row.told.includes(kind)) continue;
    const link = await trackingLink(db, jobId, now);
    const sender = messageSender(row.document, settings.retailerNames);
    const body = kind === 'arriving' ? arrivingBody(sender, link) : onTheWayBody(sender, link);
    await writeJobMessage(db, settings.quietHours, row.document, kind, body, now);
    written += 1;
  }
  return written;
}

/** The gateway's checks, one driver at a time, throttled. */
export class StageMessages {
  private readonly running = new Map<string, Promise<void>>();
  private readonly waiting = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly last = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly options: StageMessageOptions & {
      /** The driver's first NEXT_STOPS stops still to do today, or null when none is left. */
      nextStops: (branch: string, driverId: string) => Promise<CustomerVan | null>;
      log?: (line: string) => void;
    },
  ) {}

  /** Checks the driver's next stops now, or once the current check and the throttle allow. */
  check(branch: string, driverId: string): void {
    const key = `${branch}\n${driverId}`;
    if (this.closed || this.waiting.has(key)) return;
    const wait = Math.max(0, (this.last.get(key) ?? -Infinity) + CHECK_EVERY_MS - Date.now());
    if (wait > 0 || this.running.has(key)) {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        this.check(branch, driverId);
      }, wait || CHECK_EVERY_MS);
      timer.unref();
      this.waiting.set(key, timer);
      return;
    }
    this.last.set(key, Date.now());
    const run = this.options
      .nextStops(branch, driverId)
      .then((van) => (van === null ? 0 : writeStageMessages(this.options, van)))
      .then(() => undefined)
      .catch((error: unknown) => this.options.log?.(`customer messages: ${errorText(error)}`))
      .finally(() => this.running.delete(key));
    this.running.set(key, run);
  }

  /** Stops checking and waits for the checks under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    await Promise.all(this.running.values());
  }
}
