/**
 * How soon retail hears of an accepted job update under the gateway's own load: on one setup, job updates
 * as fast as they are answered (`updateConnections` a gateway, as the main bench's concurrency 50) with
 * every retailer of the big day configured to post to a receiver on 127.0.0.1 that answers at once. The
 * delay of an event is from the moment its update was accepted (the body's `created`) to the moment its
 * first post arrived, so it holds the outbox write, the NOTIFY, the claim and the post; the gateways'
 * senders run beside the load, as in production, and share its CPU. After each run the part waits for the
 * receiver to go quiet, so an event still queued when the load stopped is counted with its whole wait. As in
 * the live board part, the updates write a big day planned yesterday (work saved offline yesterday, sent
 * today), so today's vans stay the size of a real day's and the customers' stage checks each update sets off
 * read a real driver's day, not 20,000 stops.
 * Starts processes and opens sockets.
 */
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { SECOND_RETAILER } from '@server/seed/demo-reason-codes';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { ReceivedPost, WebhookReceiver } from '@e2e/support/webhook-receiver';
import { percentile, runLoad } from './load-run';
import type { RunFigures } from './load-run';
import { prepareLoads } from './bench-scenarios';
import { startSetup } from './bench-setups';
import type { SetupSpec } from './bench-setups';
import { spreadOf } from '../bench-stats';
import { LIVE_BOARD_BIG_DAY_DAYS_AGO } from './live-board-run';
import type { WebhookDelayRow } from './webhook-delay-report';

/** How the part runs. */
export interface WebhookDelaySettings {
  seconds: number;
  runs: number;
  /** Connections per gateway sending job updates as fast as they are answered. */
  updateConnections: number;
  bigDay: number;
  databaseUrl?: string;
  profileDir?: string;
}

/** What the receiver's secret is: any text of the setting's minimum length; nothing here verifies it. */
const BENCH_SECRET = 'bench-retail-webhook-secret-of-enough-length';
/** The receiver counts as quiet after this long without a first post. */
const QUIET_MS = 3000;
/** The longest a run waits for its last events (the target is 60 s; a slower one is reported as such). */
const DRAIN_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay (ms) of each event first posted since `from` (an index into the receiver's posts). */
function firstPostDelays(posts: readonly ReceivedPost[], seen: Set<string>, from: number): number[] {
  const delays: number[] = [];
  for (const post of posts.slice(from)) {
    if (seen.has(post.eventId)) continue;
    seen.add(post.eventId);
    const created = Date.parse((JSON.parse(post.body) as { created: string }).created);
    delays.push(post.at - created);
  }
  return delays;
}

/** Waits until no new event has arrived for QUIET_MS (or the limit passed); answers the ms waited. */
async function drained(receiver: WebhookReceiver): Promise<number> {
  const started = Date.now();
  let count = receiver.posts.length;
  let changed = Date.now();
  while (Date.now() - changed < QUIET_MS && Date.now() - started < DRAIN_LIMIT_MS) {
    await sleep(200);
    if (receiver.posts.length !== count) {
      count = receiver.posts.length;
      changed = Date.now();
    }
  }
  return Date.now() - started;
}

/** Updates answered 2xx in a run. */
function accepted(figures: RunFigures): number {
  return Object.entries(figures.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
}

interface RunOutcome {
  updates: RunFigures;
  delays: number[];
}

/** Measures one setup: `runs` runs of job updates, each followed by the wait for its events. */
export async function measureWebhookDelay(
  spec: SetupSpec,
  settings: WebhookDelaySettings,
): Promise<WebhookDelayRow> {
  const receiver = await startWebhookReceiver();
  const endpoint = { url: receiver.url, secret: BENCH_SECRET };
  const setup = await startSetup(spec, {
    bigDay: settings.bigDay,
    bigDayDaysAgo: LIVE_BOARD_BIG_DAY_DAYS_AGO,
    databaseUrl: settings.databaseUrl,
    profileDir: settings.profileDir,
    retailWebhooks: JSON.stringify({ [DEFAULT_RETAILER_CODE]: endpoint, [SECOND_RETAILER]: endpoint }),
  });
  try {
    const loads = await prepareLoads(setup.urls, settings.bigDay, {
      bigDayDaysAgo: LIVE_BOARD_BIG_DAY_DAYS_AGO,
    });
    const seen = new Set<string>();
    await runLoad(loads.targets('job-update', settings.updateConnections), 1);
    await drained(receiver);
    firstPostDelays(receiver.posts, seen, 0);
    const outcomes: RunOutcome[] = [];
    for (let i = 0; i < settings.runs; i += 1) {
      const from = receiver.posts.length;
      const updates = await runLoad(
        loads.targets('job-update', settings.updateConnections),
        settings.seconds,
      );
      await drained(receiver);
      outcomes.push({ updates, delays: firstPostDelays(receiver.posts, seen, from) });
    }
    const sorted = outcomes.map((outcome) => [...outcome.delays].sort((a, b) => a - b));
    return {
      setup: spec.name,
      instances: spec.instances,
      updateConnections: settings.updateConnections,
      runs: outcomes.length,
      updatesPerSecond: spreadOf(outcomes.map((o) => o.updates.requestsPerSecond)),
      updateP99Ms: spreadOf(outcomes.map((o) => o.updates.p99Ms)),
      acceptedUpdates: outcomes.reduce((sum, o) => sum + accepted(o.updates), 0),
      events: outcomes.reduce((sum, o) => sum + o.delays.length, 0),
      delayP50Ms: spreadOf(sorted.map((delays) => percentile(delays, 50))),
      delayP99Ms: spreadOf(sorted.map((delays) => percentile(delays, 99))),
      delayMaxMs: spreadOf(sorted.map((delays) => delays[delays.length - 1] ?? Number.NaN)),
      errors: outcomes.reduce((sum, o) => sum + o.updates.errors, 0),
    };
  } finally {
    await setup.stop();
    await receiver.close();
  }
}
