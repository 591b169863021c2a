import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '@domain/app/environment';

describe('detectEnvironment (product rule 4.2)', () => {
  it.each([
    'dev.doorstep.example',
    'devbox:8080',
    'stg.doorstep.example',
    'grp-test.example.com',
    'localhost',
    'localhost:5173',
    'my.localhost.test',
    'DEV.Doorstep.example',
  ])('%s is DEV', (host) => {
    expect(detectEnvironment(host)).toBe('DEV');
  });

  it.each([
    'doorstep.example',
    'app.dev.example',
    'www.stg.example',
    'mygrp.example',
    '127.0.0.1',
    '127.0.0.1:8080',
    '',
  ])('%s is PROD', (host) => {
    expect(detectEnvironment(host)).toBe('PROD');
  });
});
