/** Gateway base URL per environment and the localhost cookie rule. */
import { describe, expect, it } from 'vitest';
import { gatewayBaseUrl, isLocalhost } from '@worker-shared/api/base-url';
import { withQuery } from '@worker-shared/api/request-body';

const overrides = {
  dev: 'https://dev-gw.example/',
  stg: 'https://stg-gw.example',
  prod: 'https://gw.example',
};

describe('gatewayBaseUrl', () => {
  it('uses the staging URL for hosts beginning stg', () => {
    expect(gatewayBaseUrl('stg.doorstep.example', overrides)).toBe('https://stg-gw.example');
  });

  it('uses the dev URL for DEV hosts, without a trailing slash', () => {
    expect(gatewayBaseUrl('dev.doorstep.example', overrides)).toBe('https://dev-gw.example');
    expect(gatewayBaseUrl('grp.doorstep.example', overrides)).toBe('https://dev-gw.example');
    expect(gatewayBaseUrl('localhost:5173', overrides)).toBe('https://dev-gw.example');
  });

  it('uses the prod URL for every other host', () => {
    expect(gatewayBaseUrl('app.doorstep.example', overrides)).toBe('https://gw.example');
  });

  it("defaults to '' (same origin) when nothing is configured", () => {
    expect(gatewayBaseUrl('app.doorstep.example', {})).toBe('');
    expect(gatewayBaseUrl('stg.doorstep.example', { prod: 'https://gw.example' })).toBe('');
  });
});

describe('isLocalhost', () => {
  it('recognises loopback hosts only', () => {
    expect(isLocalhost('http://localhost:8080')).toBe(true);
    expect(isLocalhost('http://127.0.0.1:43123')).toBe(true);
    expect(isLocalhost('https://gw.example')).toBe(false);
  });
});

describe('withQuery', () => {
  it('appends the GET payload as a query string', () => {
    expect(withQuery('/a', { date: '21112026', status: 3 })).toBe('/a?date=21112026&status=3');
    expect(withQuery('/a?x=1', { filterActive: true })).toBe('/a?x=1&filterActive=true');
    expect(withQuery('/a', undefined)).toBe('/a');
  });
});
