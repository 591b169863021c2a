// Deterministic budget check on the production build (not a timing):
//  - main-thread JS for the first load of /job-list <= 93 KiB gzip;
//  - no main-thread chunk contains the AWS SDK;
//  - the entry chunk's first module starts the engine worker (before React DOM and the screens evaluate);
//  - the engine worker's eager chunks <= 51 KiB gzip, without the AWS SDK or pica (both lazy);
//  - the worker's photo step, loaded with the first photo, <= 1.5 KiB gzip and without pica (its own chunk,
//    loaded only where the browser cannot scale);
//  - sw.js <= 24 KiB gzip, without dayjs or the AWS SDK.
// Reads dist/.vite/chunk-report.json written by scripts/chunk-report-plugin.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadChunks, mainThreadChunks } from './first-load-chunks';
import { eagerWorkerChunks, workerEntryOf } from './worker-chunks';

// Each budget is the figure measured when it was last set plus about 1 KiB, so a gain cannot silently erode.
const BUDGET_KIB = 93;
const dist = process.argv[2] ?? 'dist';
const forbidden = [/node_modules\/@aws-sdk\//, /node_modules\/@smithy\//];

const chunks = mainThreadChunks(dist);
const firstLoad = firstLoadChunks(chunks);

let total = 0;
console.log('First load of /job-list (main thread):');
for (const chunk of firstLoad) {
  const gz = gzipSync(readFileSync(join(dist, chunk.fileName))).length;
  total += gz;
  console.log(`  ${chunk.fileName.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(7)} KiB gzip`);
}
console.log(
  `  ${'total'.padEnd(48)} ${(total / 1024).toFixed(1).padStart(7)} KiB gzip (budget ${BUDGET_KIB} KiB)`,
);

let failed = false;
if (total > BUDGET_KIB * 1024) {
  const largest = [...firstLoad].sort(
    (a, b) => readFileSync(join(dist, b.fileName)).length - readFileSync(join(dist, a.fileName)).length,
  )[0];
  console.error(`size-check: over budget; largest chunk ${largest?.fileName ?? '?'}`);
  failed = true;
}
for (const chunk of chunks) {
  const hit = chunk.moduleIds.find((id) => forbidden.some((re) => re.test(id)));
  if (hit) {
    console.error(`size-check: main-thread chunk ${chunk.fileName} contains the AWS SDK (${hit})`);
    failed = true;
  }
}
console.log(`Main-thread chunks checked for the AWS SDK: ${chunks.length}`);

// On a cold start the list waits for the engine worker's first snapshot: the worker loads its code on its own
// thread while the page evaluates the rest of the entry, so starting it is the entry's first module.
const entry = chunks.find((chunk) => chunk.isEntry);
const entryFirst = entry?.moduleIds[0] ?? '(none)';
if (!entryFirst.endsWith('/src/engine-worker-first.ts')) {
  console.error(
    `size-check: the entry chunk's first module is ${entryFirst}, not src/engine-worker-first.ts`,
  );
  failed = true;
} else console.log('The entry chunk starts the engine worker first');

// The engine worker starts with the app: its eager code is loaded and compiled on every first load.
const WORKER_BUDGET_KIB = 51;
const engineChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/engine.ts')));
const workerEntry = engineChunk ? workerEntryOf(dist, engineChunk.fileName) : null;
if (workerEntry === null) {
  console.error('size-check: the engine worker entry was not found in the engine chunk');
  failed = true;
} else {
  let workerTotal = 0;
  console.log('Engine worker, eager chunks:');
  for (const file of eagerWorkerChunks(dist, workerEntry)) {
    const code = readFileSync(join(dist, file), 'utf8');
    const gz = gzipSync(code).length;
    workerTotal += gz;
    console.log(`  ${file.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(7)} KiB gzip`);
    for (const [marker, what] of [
      ['CreateMultipartUpload', 'the AWS SDK'],
      ['lanczos', 'pica'],
    ] as const) {
      if (code.includes(marker)) {
        console.error(`size-check: the worker's eager chunk ${file} contains ${what}`);
        failed = true;
      }
    }
  }
  const line = `  ${'total'.padEnd(48)} ${(workerTotal / 1024).toFixed(1).padStart(7)} KiB gzip`;
  console.log(`${line} (budget ${WORKER_BUDGET_KIB} KiB)`);
  if (workerTotal > WORKER_BUDGET_KIB * 1024) {
    console.error('size-check: the engine worker eager chunks are over budget');
    failed = true;
  }
  // The first photo waits for the photo step's chunk: the browser's createImageBitmap scales, so it is small.
  const PHOTO_STEP_BUDGET_KIB = 1.5;
  const eager = new Set(eagerWorkerChunks(dist, workerEntry));
  const photoStep = readdirSync(join(dist, 'assets')).find((file) => /^resize-photo-[\w-]+\.js$/.test(file));
  if (photoStep === undefined) {
    console.error('size-check: the photo step chunk (resize-photo) was not found');
    failed = true;
  } else {
    const ownChunks = eagerWorkerChunks(dist, `assets/${photoStep}`).filter((file) => !eager.has(file));
    const codes = ownChunks.map((file) => readFileSync(join(dist, file), 'utf8'));
    const photoStepGzip = codes.reduce((sum, code) => sum + gzipSync(code).length, 0);
    const kib = (photoStepGzip / 1024).toFixed(1);
    console.log(
      `Worker photo step (${ownChunks.join(', ')}): ${kib} KiB gzip (budget ${PHOTO_STEP_BUDGET_KIB} KiB)`,
    );
    if (photoStepGzip > PHOTO_STEP_BUDGET_KIB * 1024) {
      console.error('size-check: the photo step is over budget');
      failed = true;
    }
    if (codes.some((code) => code.includes('lanczos'))) {
      console.error(
        'size-check: the photo step contains pica (it loads only where the browser cannot scale)',
      );
      failed = true;
    }
  }
}

// The service worker is built apart from the chunk report: it must stay small and
// carry neither dayjs (its "Invalid Date" constant) nor the AWS SDK (both lazy worker code).
const SW_BUDGET_KIB = 24;
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const swGzip = gzipSync(sw).length;
console.log(`Service worker sw.js: ${(swGzip / 1024).toFixed(1)} KiB gzip (budget ${SW_BUDGET_KIB} KiB)`);
if (swGzip > SW_BUDGET_KIB * 1024) {
  console.error('size-check: sw.js over budget');
  failed = true;
}
for (const [marker, what] of [
  ['Invalid Date', 'dayjs'],
  ['@aws-sdk', 'the AWS SDK'],
] as const) {
  if (sw.includes(marker)) {
    console.error(`size-check: sw.js contains ${what}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
