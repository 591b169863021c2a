/**
 * Where the photo benchmark's figures go: docs/benchmarks/photo-resize.json (every run, and the summaries) and
 * the `photoPipeline` section of docs/benchmarks/results.json (the summaries, beside the other benches' sections).
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { resultsPath, writeResultsSection } from '../results-file';
import { PORTRAIT_STORED } from '@e2e/support/photo-fixtures';
import { firstPhotoSummary, type FirstPhotoRuns } from './first-photo-summary';
import { summaryOf, type PhotoRateRun } from './photo-resize-summary';

const detailFile = new URL('../../docs/benchmarks/photo-resize.json', import.meta.url).pathname;

/** Writes both files and prints the summaries. */
export async function writePhotoReport(
  runs: readonly PhotoRateRun[],
  firstPhotoRuns: FirstPhotoRuns | null,
  about: { browserVersion: string; photoBytes: number },
): Promise<void> {
  const summaries = runs.map(summaryOf);
  const firstPhoto = firstPhotoRuns === null ? {} : { firstPhoto: firstPhotoSummary(firstPhotoRuns) };
  const common = {
    what:
      'A 12 MP JPEG resized to fit 800×800 by the engine worker (added through the risk assessment) and, as the ' +
      "baseline, on the page's main thread with a canvas; the longest main-thread task during each; and the first " +
      'photo of a new page, from choosing it to its thumbnail, with the main-thread tasks meanwhile',
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${about.browserVersion}`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage: loadavg()[0] },
    photo: {
      stored: `${PORTRAIT_STORED.width}×${PORTRAIT_STORED.height} JPEG`,
      exifOrientation: 6,
      bytes: about.photoBytes,
    },
  };
  const options = (await resolveConfig(detailFile)) ?? {};
  const detail = JSON.stringify({ ...common, summaries, ...firstPhoto, runs, firstPhotoRuns });
  await writeFile(detailFile, await format(detail, { ...options, parser: 'json' }));
  const byRate = Object.fromEntries(summaries.map((s) => [`cpu${s.cpuThrottlingRate}x`, s]));
  await writeResultsSection(resultsPath, 'photoPipeline', { ...common, ...byRate, ...firstPhoto });
  console.log(JSON.stringify({ summaries, ...firstPhoto }, null, 2));
}
