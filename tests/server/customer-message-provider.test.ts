// Customer messages with a provider (MESSAGE_PROVIDER_WEBHOOK): each message is posted once, signed as the
// retail webhooks are, under its event id; a provider that answers 500 gets the same event again; the
// setting's errors never repeat the secret. The clock starts at noon of today (never the hour it runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import { DEFAULT_MESSAGE_SETTINGS } from '@server/customer-messages/customer-message-settings';
import { customerMessageSettingsFromEnv } from '@server/customer-messages/customer-message-settings';
import type { CustomerMessageEvent } from '@server/customer-messages/message-event';
import { parseMessageProvider } from '@server/customer-messages/message-provider-setting';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';

const SECRET = 'provider-secret-0123456789abcdef0123456789';
const noon = new Date(`${todayIso()}T12:00:00`);
const started = Date.now();
/** The gateway's clock: noon when it started, ticking (retries fall due as time passes). */
const clock = () => new Date(noon.getTime() + Date.now() - started);

let h: JobUpdateHarness;
let receiver: WebhookReceiver;
const logLines: string[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  h = await startJobUpdateHarness({
    now: clock,
    log: (line) => logLines.push(line),
    customerMessages: { ...DEFAULT_MESSAGE_SETTINGS, provider: { url: receiver.url, secret: SECRET } },
    webhookTiming: { pollMs: 30, baseMs: 50, capMs: 100, timeoutMs: 1000, leaseMs: 6000 },
  });
}, 60_000);
afterAll(async () => {
  await h.gw.close();
  await receiver.close();
});

const eventOf = (body: string) => JSON.parse(body) as CustomerMessageEvent;

describe('a provider', () => {
  it('gets each message once, signed, and a message it refused again under the same event id', async () => {
    const job = h.notStarted(3);
    let refusals = 0;
    receiver.answer = (post) => {
      const event = eventOf(post.body);
      if (event.data.job_id === job.id && event.data.kind === 'delivered' && refusals < 2) {
        refusals += 1;
        return 500;
      }
      return 200;
    };
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job))).status).toBe(200);
    const posts = await receiver.waitFor(3, 5000, (p) => {
      const event = eventOf(p.body);
      return event.data.job_id === job.id && event.data.kind === 'delivered';
    });
    const [first, , third] = posts;
    expect(new Set(posts.map((p) => p.eventId)).size).toBe(1);
    expect(third?.body).toBe(first?.body);
    const noonSeconds = Math.floor(noon.getTime() / 1000);
    for (const post of posts) {
      // Signed at the gateway's clock (noon), so verified against it; an hour later the same signature is
      // stale. Never against this machine's clock, which is itself near noon when the suite runs then.
      expect(verifyDoorstepSignature(SECRET, post.body, post.signature, noonSeconds)).toBe(true);
      expect(verifyDoorstepSignature(SECRET, post.body, post.signature, noonSeconds + 3600)).toBe(false);
    }
    const event = eventOf(first?.body ?? '{}');
    expect(event).toMatchObject({
      id: first?.eventId,
      type: 'customer.message',
      data: {
        job_id: job.id,
        kind: 'delivered',
        to: job.customer[0]?.contacts[0]?.number.trim(),
        body: 'Doorstep Trafford Park: your order was delivered at 10:15. Thank you.',
      },
    });
    const readRow = async () =>
      (
        await h.gw.db.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM customer_messages WHERE job_id = $1 AND kind = 'delivered'`,
          [job.id],
        )
      )[0];
    let row = await readRow();
    for (let tries = 0; row?.status === 'pending' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await readRow();
    }
    expect(row).toEqual({ status: 'sent', attempts: 3 });
    // The morning step's window messages (jobs whose window has not ended by noon) went too, one each;
    // the job above, due 08:00 to 09:00, got none.
    const windows = receiver.posts.map((p) => eventOf(p.body)).filter((e) => e.data.kind === 'window');
    expect(windows.length).toBeGreaterThan(0);
    // One event per job (a post that timed out under load may come again, under the same id).
    expect(new Set(windows.map((e) => e.id)).size).toBe(new Set(windows.map((e) => e.data.job_id)).size);
    expect(windows.some((e) => e.data.job_id === job.id)).toBe(false);
    expect(logLines.join('\n')).not.toContain(SECRET);
    expect(logLines.join('\n')).not.toContain(job.customer[0]?.contacts[0]?.number.trim() ?? '-');
  });
});

describe('the settings', () => {
  it('read the provider and the times, and refuse bad ones without repeating the secret', () => {
    expect(parseMessageProvider(undefined)).toBeNull();
    expect(parseMessageProvider(JSON.stringify({ url: 'https://sms.example/hook', secret: SECRET }))).toEqual(
      {
        url: 'https://sms.example/hook',
        secret: SECRET,
      },
    );
    const short = () =>
      parseMessageProvider(JSON.stringify({ url: 'https://sms.example/hook', secret: 'short' }));
    expect(short).toThrow(/MESSAGE_PROVIDER_WEBHOOK\.secret must be text of at least 32 characters/);
    expect(() => parseMessageProvider('{')).toThrow(/MESSAGE_PROVIDER_WEBHOOK must be JSON/);
    expect(customerMessageSettingsFromEnv({})).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(
      customerMessageSettingsFromEnv({ MESSAGES_MORNING_AT: '6:30', MESSAGES_QUIET_FROM: '22:00' }),
    ).toMatchObject({ morningAt: '06:30', quietHours: { from: '22:00', until: '08:00' } });
    expect(() => customerMessageSettingsFromEnv({ MESSAGES_QUIET_UNTIL: '8am' })).toThrow(
      'MESSAGES_QUIET_UNTIL must be a 24-hour time of day (HH:mm)',
    );
  });
});
