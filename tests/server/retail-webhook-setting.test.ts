// RETAIL_WEBHOOKS is read with clear errors that never repeat a secret, and the retry waits grow with full
// jitter up to their cap and stop at the give-up time.
import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from '@server/main-config';
import { DEFAULT_RETRY_TIMING, nextAttemptAt } from '@server/webhooks/webhook-backoff';
import { endpointsOf, parseRetailWebhookEndpoints, secretOf } from '@server/webhooks/retail-webhook-setting';
import { signatureHeader, webhookDigest } from '@server/webhooks/webhook-signature';
import { RetailWebhookSender } from '@server/webhooks/webhook-sender';
import type { Database } from '@server/db/database';

const SECRET = 'whsec-0123456789abcdef0123456789abcdef';

describe('RETAIL_WEBHOOKS', () => {
  it('reads one endpoint or a list of them per retailer', () => {
    const endpoints = parseRetailWebhookEndpoints(
      JSON.stringify({
        DOORSTEP: { url: 'https://retail.example/hooks', secret: SECRET },
        OAK: [
          { url: 'https://oak.example/a', secret: SECRET },
          { url: 'http://127.0.0.1:9000/b', secret: `${SECRET}-b` },
        ],
      }),
    );
    expect(endpointsOf(endpoints, 'DOORSTEP')).toEqual([
      { url: 'https://retail.example/hooks', secret: SECRET },
    ]);
    expect(endpointsOf(endpoints, 'OAK')).toHaveLength(2);
    expect(endpointsOf(endpoints, 'PINEHOUSE')).toEqual([]);
    expect(endpointsOf(endpoints, 'constructor')).toEqual([]);
    expect(secretOf(endpoints, 'OAK', 'http://127.0.0.1:9000/b')).toBe(`${SECRET}-b`);
    expect(secretOf(endpoints, 'OAK', 'https://elsewhere.example/')).toBeNull();
  });

  it('is none when unset or blank', () => {
    expect(parseRetailWebhookEndpoints(undefined)).toEqual({});
    expect(parseRetailWebhookEndpoints('  ')).toEqual({});
    expect(gatewayOptionsFromEnv({}).retailWebhooks).toEqual({});
  });

  it('reaches the gateway options from the environment', () => {
    const env = {
      RETAIL_WEBHOOKS: JSON.stringify({ OAK: { url: 'https://oak.example/a', secret: SECRET } }),
    };
    expect(gatewayOptionsFromEnv(env).retailWebhooks).toEqual({
      OAK: [{ url: 'https://oak.example/a', secret: SECRET }],
    });
  });

  it.each([
    ['not json', /RETAIL_WEBHOOKS must be JSON/],
    ['[]', /must be a JSON object/],
    [JSON.stringify({ OAK: 'https://oak.example' }), /RETAIL_WEBHOOKS\["OAK"\] must be an object/],
    [
      JSON.stringify({ OAK: { url: 'ftp://oak.example', secret: SECRET } }),
      /\["OAK"\]\.url must be an absolute http/,
    ],
    [JSON.stringify({ OAK: { url: 'oak.example', secret: SECRET } }), /\.url must be an absolute http/],
    [
      JSON.stringify({ OAK: { url: 'https://u:p@oak.example', secret: SECRET } }),
      /must not carry a user name/,
    ],
    [
      JSON.stringify({ OAK: { url: 'https://oak.example', secret: 'short-secret' } }),
      /\.secret must be text of at least 32/,
    ],
    [
      JSON.stringify({ OAK: { url: 'https://oak.example', secret: SECRET, token: SECRET } }),
      /unknown field "token"/,
    ],
    [
      JSON.stringify({
        OAK: [
          { url: 'https://oak.example', secret: SECRET },
          { url: 'https://oak.example', secret: SECRET },
        ],
      }),
      /names one url twice/,
    ],
    [JSON.stringify({ ' ': { url: 'https://oak.example', secret: SECRET } }), /blank retailer id/],
  ])('refuses %s with a message that names the field and never the secret', (text, message) => {
    let thrown: unknown;
    try {
      parseRetailWebhookEndpoints(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(SECRET);
    expect((thrown as Error).message).not.toContain('short-secret');
  });
});

describe('the signature', () => {
  it('is t and the hex HMAC-SHA256 of "<t>.<body>"', () => {
    const body = '{"id":"e1"}';
    const header = signatureHeader(SECRET, body, new Date('2026-11-28T10:00:00.900Z'));
    const t = Date.UTC(2026, 10, 28, 10) / 1000;
    expect(header).toBe(`t=${t},v1=${webhookDigest(SECRET, t, body)}`);
    expect(webhookDigest(SECRET, t, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(webhookDigest(SECRET, t + 1, body)).not.toBe(webhookDigest(SECRET, t, body));
  });
});

describe('the retry waits', () => {
  const timing = { baseMs: 1000, capMs: 8000, giveUpAfterMs: 60_000 };
  const created = new Date('2026-11-28T10:00:00Z');
  const after = (ms: number) => new Date(created.getTime() + ms);
  const wait = (attempts: number, random: number, nowMs = 0) =>
    (nextAttemptAt(timing, attempts, created, after(nowMs), () => random)?.getTime() ?? NaN) -
    after(nowMs).getTime();

  it('double up to the cap, each a random share of its ceiling (full jitter)', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => wait(n, 0.9999))).toEqual([999, 1999, 3999, 7999, 7999, 7999]);
    expect(wait(3, 0)).toBe(0);
    expect(wait(3, 0.5)).toBe(2000);
  });

  it('never go past the give-up time, and stop there', () => {
    expect(wait(9, 0.9999, 57_000)).toBe(3000);
    expect(nextAttemptAt(timing, 9, created, after(60_000))).toBeNull();
  });

  it('start within seconds and give up after a day by default', () => {
    expect(DEFAULT_RETRY_TIMING.baseMs).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_RETRY_TIMING.giveUpAfterMs).toBe(24 * 60 * 60_000);
  });
});

describe('the sender', () => {
  it('refuses a lease no longer than a post may take (two senders could hold one row)', () => {
    const db = {} as Database;
    const options = { db, endpoints: {}, now: () => new Date() };
    expect(
      () => new RetailWebhookSender({ ...options, timing: { timeoutMs: 10_000, leaseMs: 10_000 } }),
    ).toThrow(/lease must be at least the post timeout/);
    expect(
      () => new RetailWebhookSender({ ...options, timing: { timeoutMs: 10_000, leaseMs: 15_000 } }),
    ).not.toThrow();
  });
});
