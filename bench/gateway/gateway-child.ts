/**
 * One gateway of the bench, run as a child process (`node --import tsx bench/gateway/gateway-child.ts`) so that
 * it has a thread of its own, as in production, and the load generator does not share its event loop.
 * Reads BENCH_DATABASE (a DatabaseConfig as JSON), BENCH_BIG_DAY (jobs to plan per demo driver; 0 = none),
 * BENCH_BIG_DAY_DAYS_AGO (the day they are planned on, in days before today: 0 = today) and RETAIL_WEBHOOKS
 * (as the gateway's setting: the retail webhook endpoints, none when empty) and BENCH_WEBHOOK_TIMING (the
 * webhook sender's timing as JSON, for the server suite's killed gateway; production's when empty), starts the
 * real gateway on a free loopback port (no request log, no test routes), plans the big days, then prints one line of JSON, {"url": …}, and runs until SIGTERM or SIGINT.
 */
import { startGateway } from '@server/gateway';
import type { DatabaseConfig } from '@server/db/database';
import { parseRetailWebhookEndpoints } from '@server/webhooks/retail-webhook-setting';
import type { WebhookSenderTiming } from '@server/webhooks/webhook-sender';
import { benchDrivers } from './bench-drivers';
import { bigDayMoment, bigDayOf, planBigDay } from './big-day';

const database = JSON.parse(process.env.BENCH_DATABASE ?? '{"kind":"memory"}') as DatabaseConfig;
const bigDay = Number(process.env.BENCH_BIG_DAY ?? '0');
const bigDayDaysAgo = Number(process.env.BENCH_BIG_DAY_DAYS_AGO ?? '0');

const retailWebhooks = parseRetailWebhookEndpoints(process.env.RETAIL_WEBHOOKS);
const webhookTiming = JSON.parse(process.env.BENCH_WEBHOOK_TIMING || '{}') as Partial<WebhookSenderTiming>;

const gateway = await startGateway({ port: 0, host: '127.0.0.1', database, retailWebhooks, webhookTiming });
if (bigDay > 0) {
  const now = bigDayDaysAgo === 0 ? new Date() : bigDayMoment(bigDayDaysAgo);
  for (const { plan } of benchDrivers) await planBigDay(gateway.db, plan, bigDayOf(plan, bigDay, now), now);
}
process.stdout.write(`${JSON.stringify({ url: gateway.url })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  gateway.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
