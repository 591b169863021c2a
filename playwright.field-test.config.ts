// The field test, never part of `npm test`: `npm run field-test` (options: see docs/field-test.md).
// One driver's day in Debian Chromium on an emulated low-end phone against the real gateway serving
// the production build in dist/; the day starts its own gateway in process (e2e/support/chaos-gateway.ts)
// to seed the day's jobs and read what it stored. Writes field-test/REPORT.html and results.json.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'e2e/field-test',
  testMatch: 'field-day.field.ts',
  retries: 0,
  reporter: [['list']],
  webServer: undefined,
  use: { ...base.use, trace: 'off' },
});
