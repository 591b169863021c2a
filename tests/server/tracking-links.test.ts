// A job's tracking link: a token of 144 random bits as 24 base64url characters, one per job however many
// gateways ask at once (insert-or-keep, then read back), working until the end of the TRACKING_LINK_DAYS-th
// day after the job's day.
import { describe, expect, it } from 'vitest';
import { addDays, timestampMs, todayIso } from '@domain/time/dates';
import { seedDatabase } from '@server/seed/seed-database';
import {
  TRACKING_TOKEN_BYTES,
  isTrackingTokenFormat,
  newTrackingToken,
  trackingLinkExpiry,
  trackingLinkFor,
  trackingUrl,
} from '@server/tracking/tracking-links';
import { useMigratedTestDatabase } from './test-database';

const db = useMigratedTestDatabase();

describe('tracking tokens', () => {
  it('are 24 base64url characters of 18 random bytes, never the same twice', () => {
    const tokens = Array.from({ length: 2000 }, newTrackingToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(isTrackingTokenFormat(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(TRACKING_TOKEN_BYTES);
    }
    expect(TRACKING_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    // Every bit varies: each of the 144 bits is set in some token and clear in another.
    const ones = new Array<number>(TRACKING_TOKEN_BYTES * 8).fill(0);
    for (const token of tokens)
      Buffer.from(token, 'base64url').forEach((byte, i) => {
        for (let bit = 0; bit < 8; bit++)
          if (byte & (1 << bit)) ones[i * 8 + bit] = (ones[i * 8 + bit] ?? 0) + 1;
      });
    for (const count of ones) expect(count).toBeGreaterThan(800);
    for (const count of ones) expect(count).toBeLessThan(1200);
  });

  it('refuses anything else before the database is asked', () => {
    for (const text of [
      '',
      'short',
      `${'A'.repeat(23)}=`,
      'A'.repeat(25),
      `${'A'.repeat(23)}/`,
      `${'A'.repeat(23)}+`,
    ])
      expect(isTrackingTokenFormat(text)).toBe(false);
  });
});

describe('trackingLinkExpiry and trackingUrl', () => {
  it('ends at the local midnight after the given number of days after the job', () => {
    expect(trackingLinkExpiry('2026-11-28', 7).getTime()).toBe(timestampMs('2026-12-06T00:00:00'));
    expect(trackingLinkExpiry('2026-12-31', 1).getTime()).toBe(timestampMs('2027-01-02T00:00:00'));
  });

  it('puts the path under the base, with or without its trailing slash', () => {
    expect(trackingUrl('https://track.example.com/', 'T')).toBe('https://track.example.com/track/T');
    expect(trackingUrl('https://example.com/doorstep', 'T')).toBe('https://example.com/doorstep/track/T');
  });
});

describe('trackingLinkFor', () => {
  it('makes one link per job, the same for every caller at once, and none for an unknown job', async () => {
    await seedDatabase(db(), { now: new Date() });
    const [job] = await db().query<{ id: string; job_date: string }>(
      `SELECT id, job_date FROM jobs WHERE job_date = $1 ORDER BY id LIMIT 1`,
      [todayIso()],
    );
    const now = new Date();
    const links = await Promise.all(
      Array.from({ length: 8 }, () => trackingLinkFor(db(), job?.id ?? '', now, 7)),
    );
    expect(new Set(links.map((link) => link?.token)).size).toBe(1);
    expect(links[0]).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) as string,
      jobDate: job?.job_date,
      expiresAt: new Date(timestampMs(`${addDays(todayIso(), 8)}T00:00:00`) ?? 0),
    });
    expect(await db().query('SELECT 1 FROM tracking_links WHERE job_id = $1', [job?.id ?? ''])).toHaveLength(
      1,
    );
    expect(await trackingLinkFor(db(), 'no-such-job', now, 7)).toBeNull();
  });
});
