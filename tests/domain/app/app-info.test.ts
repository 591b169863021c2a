import { describe, expect, it } from 'vitest';
import { appInfoFrom, parseAppInfo } from '@domain/app/app-info';
import type { AppInfo } from '@domain/app/app-info';
import { APP_LONG_NAME, APP_NAME } from '@domain/app/constants';

const agents = {
  pixelChrome:
    'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
};

const flags = (info: AppInfo) => [info.isMobile, info.isChrome, info.isIOS];

describe('appInfoFrom (product rule 1.6)', () => {
  it('carries the app names and the environment of the host', () => {
    const info = appInfoFrom({ userAgent: agents.pixelChrome, host: 'localhost:5173' });
    expect(info).toEqual({
      name: APP_NAME,
      longName: APP_LONG_NAME,
      isMobile: true,
      isChrome: true,
      isIOS: false,
      env: 'DEV',
    });
    expect(appInfoFrom({ userAgent: agents.pixelChrome, host: 'driver.doorstep.example' }).env).toBe('PROD');
    expect(appInfoFrom({ userAgent: agents.pixelChrome, host: 'stg.doorstep.example' }).env).toBe('DEV');
  });

  it.each([
    ['an Android phone in Chrome', agents.pixelChrome, [true, true, false]],
    ['an iPhone in Safari', agents.iphoneSafari, [true, false, true]],
    ['an iPhone in Chrome', agents.iphoneChrome, [true, true, true]],
    ['a Windows desktop in Chrome', agents.windowsChrome, [false, true, false]],
    ['a Windows desktop in Edge', agents.windowsEdge, [false, false, false]],
    ['a phone in Samsung Internet', agents.samsung, [true, false, false]],
    ['a phone in Firefox', agents.firefoxAndroid, [true, false, false]],
    ['headless Chrome', agents.headless, [false, true, false]],
    ['a Mac in Safari', agents.macSafari, [false, false, false]],
  ])('reads %s as [mobile, Chrome, iOS] %j', (_name, userAgent, expected) => {
    expect(flags(appInfoFrom({ userAgent, host: 'driver.doorstep.example' }))).toEqual(expected);
  });

  it('takes a Mac user agent with a touch screen for an iPad (iPadOS)', () => {
    const ipad = appInfoFrom({ userAgent: agents.macSafari, host: 'x', maxTouchPoints: 5 });
    expect(flags(ipad)).toEqual([true, false, true]);
    const mac = appInfoFrom({ userAgent: agents.macSafari, host: 'x', maxTouchPoints: 0 });
    expect(flags(mac)).toEqual([false, false, false]);
  });
});

describe('parseAppInfo', () => {
  const info = appInfoFrom({ userAgent: agents.iphoneSafari, host: 'doorstep.example' });

  it('reads back what was stored', () => {
    expect(parseAppInfo(JSON.stringify(info))).toEqual(info);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{nope'],
    ['a JSON value that is not an object', '"appInfo"'],
    ['a missing flag', JSON.stringify({ ...info, isIOS: undefined })],
    ['a flag that is not a boolean', JSON.stringify({ ...info, isMobile: 'yes' })],
    ['an unknown environment', JSON.stringify({ ...info, env: 'STG' })],
    ['a missing name', JSON.stringify({ ...info, name: 1 })],
  ])('gives null for %s', (_name, text) => {
    expect(parseAppInfo(text)).toBeNull();
  });
});
