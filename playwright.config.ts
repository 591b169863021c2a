// e2e: Debian Chromium in a phone viewport against the real gateway serving
// the production build (npm run build first; `npm test` does).
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path';

// Chosen once in the runner process; workers inherit the environment. Drivers
// work in the UK: the browser, the gateway and the test process share one zone.
process.env.TZ = 'Europe/London';
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'doorstep-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: 'dist',
      GATEWAY_TEST_ROUTES: '1',
      TZ: 'Europe/London',
      // The names the customer tracking page shows for the demo retailers.
      RETAILER_NAMES: JSON.stringify({
        DOORSTEP: 'Hartley Home',
        OAKWORKS: 'Oak & Co',
        PINEHOUSE: 'Pinehouse',
      }),
    },
  },
});
