import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { apiPrefixes, navigationDenylist } from '@sw/navigation-denylist';

/** True when the service worker leaves the navigation to the network. */
function denied(pathAndSearch: string): boolean {
  return navigationDenylist().some((pattern) => pattern.test(pathAndSearch));
}

describe('apiPrefixes', () => {
  it('lists the first segment of every call of product rule 7.2 once', () => {
    expect(apiPrefixes().sort()).toEqual(
      [
        '/delivery-reporting',
        '/group-delivery-job-api',
        '/group-image-api',
        '/oauth',
        '/postcodes',
        '/retail-order-api',
        '/retail-record-api',
        '/user-api',
      ].sort(),
    );
  });
});

describe('navigationDenylist', () => {
  it('leaves every call of product rule 7.2 to the network, with or without a query', () => {
    expect(denied(apiPaths.jobsForDate('21112026'))).toBe(true);
    expect(denied(apiPaths.jobUpdate)).toBe(true);
    expect(denied(apiPaths.notes('ORD123'))).toBe(true);
    expect(denied(apiPaths.reasonCodes('R1'))).toBe(true);
    expect(denied(apiPaths.postcode('SW1A 1AA'))).toBe(true);
    expect(denied(apiPaths.token)).toBe(true);
    expect(denied(`${apiPaths.jobsQuery}?date=21112026&status=3`)).toBe(true);
    expect(denied('/oauth?x=1')).toBe(true);
  });

  it('leaves stored media, the tracking page, the health check and the test hooks to the network', () => {
    expect(denied('/media/photos/abc')).toBe(true);
    expect(denied('/track/AbCdEfGhIjKlMnOpQrStUvWx')).toBe(true);
    expect(denied(apiPaths.retailRecord('a-retailer-record-token'))).toBe(true);
    expect(denied('/healthz')).toBe(true);
    expect(denied('/__test/job-updates?jobId=J1')).toBe(true);
  });

  it('leaves files (a last segment with a dot) to the network', () => {
    expect(denied('/robots.txt')).toBe(true);
    expect(denied('/sw.js')).toBe(true);
    expect(denied('/assets/index-abc123.js?v=2')).toBe(true);
  });

  it('answers app routes with the shell, including ones that only start like a server path', () => {
    for (const route of [
      '/',
      '/job-list',
      '/incomplete',
      '/register-user',
      '/reset-password',
      '/forgotten-password',
      '/job/ORD123-01/overview',
      '/job-list?date=2026-11-21',
      '/oauthish',
      '/mediatheque',
      '/user-apis',
      '/healthzz',
    ]) {
      expect(denied(route), route).toBe(false);
    }
  });
});
