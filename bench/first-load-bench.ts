/**
 * `npm run bench:first-load` (part of `npm run bench`, after the build): the main-thread JavaScript the
 * first load of /job-list runs, gzip and brotli, against the floor: a bare React 19 page (createRoot and one
 * heading, bench/bare-react-page.ts) built by Vite with the app's plugin and defaults. Sizes are deterministic: one
 * build each is the figure. Writes the `firstLoad` section of docs/benchmarks/results.json and prints the ratio.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { firstLoadChunks, mainThreadChunks } from '@scripts/first-load-chunks';
import { buildBareReactPage } from './bare-react-page';
import { resultsPath, writeResultsSection } from './results-file';

/** Bytes of some files, raw and compressed as a server would send them. */
interface Weight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function weigh(paths: readonly string[]): Weight {
  const weight: Weight = { files: paths.length, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const path of paths) {
    const bytes = readFileSync(path);
    weight.rawBytes += bytes.length;
    weight.gzipBytes += gzipSync(bytes).length;
    weight.brotliBytes += brotliCompressSync(bytes).length;
  }
  return weight;
}

/** Builds the bare React page; answers the weight of every script it emits. */
async function reactFloor(): Promise<Weight> {
  const page = await buildBareReactPage();
  try {
    return weigh(page.scripts);
  } finally {
    page.dispose();
  }
}

const dist = process.argv[2] ?? 'dist';
const app = weigh([...firstLoadChunks(mainThreadChunks(dist))].map((chunk) => join(dist, chunk.fileName)));
const floor = await reactFloor();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (key: 'gzipBytes' | 'brotliBytes') => Math.round((app[key] / floor[key]) * 100) / 100;
const section = {
  command: 'npm run bench:first-load',
  measuredAt: new Date().toISOString(),
  what: 'main-thread JS of the first load of /job-list against a bare React 19 page (same Vite plugin, no module-preload polyfill)',
  app,
  reactFloor: floor,
  ratio: { gzip: ratio('gzipBytes'), brotli: ratio('brotliBytes') },
  target: 'at most 1.2× the floor',
};
await writeResultsSection(resultsPath, 'firstLoad', section);
console.log('| first load      | gzip      | brotli    |');
console.log('| --------------- | --------- | --------- |');
console.log(`| Doorstep        | ${kib(app.gzipBytes)} | ${kib(app.brotliBytes)} |`);
console.log(`| bare React 19   | ${kib(floor.gzipBytes)} | ${kib(floor.brotliBytes)} |`);
console.log(`| ratio           | ${section.ratio.gzip}×     | ${section.ratio.brotli}×     |`);
