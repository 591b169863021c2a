// The screenshot runs and the browser benchmarks, never part of `npm test`: `npm run screenshots`
// (phone-sized PNGs of the main screens into docs/screenshots/) and `npm run bench`
// (the worker's 12 MP photo resize against a main-thread canvas baseline, the job list of a 500-job day, sync with
// the engine in its worker against the main thread, into docs/benchmarks/ and docs/benchmarks/results.json; Lighthouse
// mobile performance, into docs/benchmarks/results.json; `--project photo-bench`, `job-list-bench`, `engine-realm-bench`
// and `lighthouse-bench` run one alone), `--project record-bench` (the evidence record's opening time with
// 10 photos, into docs/benchmarks/record-open.json). Same browser, phone, gateway and production build as
// playwright.config.ts.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: undefined,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off' },
  projects: [
    {
      name: 'screenshots',
      testDir: 'e2e/screenshots',
      testMatch: [
        'screenshots.docs.ts',
        'record-screenshot.docs.ts',
        'admin-desktop-screenshot.docs.ts',
        'today-board-screenshot.docs.ts',
        'tracking-page-screenshot.docs.ts',
      ],
    },
    {
      name: 'bench',
      testDir: 'bench/browser',
      testMatch: [
        'photo-resize.bench.ts',
        'job-list.bench.ts',
        'engine-realm.bench.ts',
        'lighthouse.bench.ts',
      ],
    },
    { name: 'job-list-bench', testDir: 'bench/browser', testMatch: 'job-list.bench.ts' },
    { name: 'photo-bench', testDir: 'bench/browser', testMatch: 'photo-resize.bench.ts' },
    { name: 'lighthouse-bench', testDir: 'bench/browser', testMatch: 'lighthouse.bench.ts' },
    { name: 'record-bench', testDir: 'bench/browser', testMatch: 'record-open.bench.ts' },
    { name: 'engine-realm-bench', testDir: 'bench/browser', testMatch: 'engine-realm.bench.ts' },
  ],
});
