// PUBLIC_BASE_URL and RETAIL_RECORD_LINK_DAYS: where a record link points and how long it lives, read with
// clear errors; a link is the base (any trailing slash dropped) and a 256-bit base64url token.
import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from '@server/main-config';
import { newRecordToken, recordLinkUrl, RECORD_TOKEN_PATTERN } from '@server/webhooks/retail-record-links';

describe('the record link settings', () => {
  it('default to none: the request origin and the default lifetime', () => {
    const options = gatewayOptionsFromEnv({});
    expect(options.tracking?.publicBaseUrl).toBeNull();
    expect(options.recordLinkDays).toBeUndefined();
  });

  it('are read from the environment', () => {
    const options = gatewayOptionsFromEnv({
      PUBLIC_BASE_URL: 'https://doorstep.example/',
      RETAIL_RECORD_LINK_DAYS: '7',
    });
    expect(options.tracking?.publicBaseUrl).toBe('https://doorstep.example');
    expect(options.recordLinkDays).toBe(7);
  });

  it.each([
    [{ PUBLIC_BASE_URL: 'doorstep.example' }, /PUBLIC_BASE_URL must be an absolute http\(s\) URL/],
    [{ PUBLIC_BASE_URL: 'ftp://doorstep.example' }, /PUBLIC_BASE_URL must be an absolute http\(s\) URL/],
    [{ RETAIL_RECORD_LINK_DAYS: '0' }, /RETAIL_RECORD_LINK_DAYS must be a whole number of days/],
    [{ RETAIL_RECORD_LINK_DAYS: '1.5' }, /RETAIL_RECORD_LINK_DAYS must be a whole number of days/],
  ])('refuses %j', (env, message) => {
    expect(() => gatewayOptionsFromEnv(env)).toThrow(message);
  });
});

describe('a record link', () => {
  it('carries 256 random bits, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newRecordToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(RECORD_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('is the base URL and the record path', () => {
    expect(recordLinkUrl('https://doorstep.example/', 'abc')).toBe(
      'https://doorstep.example/retail-record-api/records/abc',
    );
  });
});
