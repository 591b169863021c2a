// The engine worker's eager chunks in the production build: the worker entry the main thread's engine chunk
// starts (`new Worker(new URL('/assets/….js', …))`) and every chunk it imports statically. The worker is
// built apart from the chunk report, so its chunks are read from the emitted files: an ES chunk names its
// static imports as `from"./x.js"` or `import"./x.js"`; a lazy one (`import("./x.js")`) is not followed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const WORKER_URL = /new Worker\(new URL\(`\/(assets\/[\w.-]+\.js)`/;
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/** The worker entry's file (relative to dist) started by the engine chunk, or null when none is found. */
export function workerEntryOf(dist: string, engineChunk: string): string | null {
  return WORKER_URL.exec(readFileSync(join(dist, engineChunk), 'utf8'))?.[1] ?? null;
}

/** The entry and every chunk it imports statically, each once (files relative to dist). */
export function eagerWorkerChunks(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(folder + match[1]);
  }
  return [...seen];
}
