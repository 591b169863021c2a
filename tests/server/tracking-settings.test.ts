// The tracking page's settings: TRACKING_LINK_DAYS (default 7), PUBLIC_BASE_URL (default: the request's own
// origin) and RETAILER_NAMES; a bad value stops the start with a message naming the setting.
import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from '@server/main-config';
import {
  DEFAULT_TRACKING_SETTINGS,
  retailerNameOf,
  trackingSettingsFromEnv,
} from '@server/tracking/tracking-settings';

describe('trackingSettingsFromEnv', () => {
  it('defaults to 7 days, the request’s origin and no names', () => {
    expect(trackingSettingsFromEnv({})).toEqual(DEFAULT_TRACKING_SETTINGS);
    expect(DEFAULT_TRACKING_SETTINGS).toEqual({ linkDays: 7, publicBaseUrl: null, retailerNames: {} });
    expect(gatewayOptionsFromEnv({}).tracking).toEqual(DEFAULT_TRACKING_SETTINGS);
  });

  it('reads each setting', () => {
    expect(
      trackingSettingsFromEnv({
        TRACKING_LINK_DAYS: ' 14 ',
        PUBLIC_BASE_URL: 'https://track.example.com/',
        RETAILER_NAMES: '{"MAIN": " Oak & Co "}',
      }),
    ).toEqual({
      linkDays: 14,
      publicBaseUrl: 'https://track.example.com',
      retailerNames: { MAIN: 'Oak & Co' },
    });
  });

  it('stops the start on a bad value, naming the setting', () => {
    for (const days of ['0', '-1', '1.5', 'seven', '367'])
      expect(() => trackingSettingsFromEnv({ TRACKING_LINK_DAYS: days })).toThrow(/^TRACKING_LINK_DAYS /);
    for (const url of [
      'track.example.com',
      'ftp://example.com',
      'https://u:p@example.com',
      'https://e.com/?a=1',
    ])
      expect(() => trackingSettingsFromEnv({ PUBLIC_BASE_URL: url })).toThrow(/^PUBLIC_BASE_URL /);
    for (const names of ['{', '[]', '{"MAIN": 3}', '{"MAIN": " "}', `{"MAIN": "${'x'.repeat(81)}"}`])
      expect(() => trackingSettingsFromEnv({ RETAILER_NAMES: names })).toThrow(/^RETAILER_NAMES/);
    expect(() => gatewayOptionsFromEnv({ TRACKING_LINK_DAYS: 'x' })).toThrow(/TRACKING_LINK_DAYS/);
  });
});

describe('retailerNameOf', () => {
  it('answers the retailer’s name, or "the retailer" for a retailer not named', () => {
    const settings = { retailerNames: { MAIN: 'Oak & Co' } };
    expect(retailerNameOf(settings, 'MAIN')).toBe('Oak & Co');
    expect(retailerNameOf(settings, 'OTHER')).toBe('the retailer');
    expect(retailerNameOf(settings, 'toString')).toBe('the retailer');
  });
});
