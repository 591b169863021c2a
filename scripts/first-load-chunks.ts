// The main-thread chunks of the first load of /job-list in a production build: the entry, the job list
// screen's chunk (when it has one of its own), and every chunk they import statically
// (dist/.vite/chunk-report.json, written by chunk-report-plugin.ts). The size check budgets them; the
// first-load bench weighs them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkReportFile, type ChunkRecord } from './chunk-report-plugin';

// A part the app imports lazily (the About dialog, the job list's date picker: src/app/later-chunks.ts)
// loads when first used or once the page is idle after its first paint, not on the first load.
const firstLoadRoutes = [/\/src\/screens\/job-list\/job-list-screen\.tsx$/];

/** Every main-thread chunk of the build, as the chunk report lists them. */
export function mainThreadChunks(dist: string): ChunkRecord[] {
  return JSON.parse(readFileSync(join(dist, chunkReportFile), 'utf8')) as ChunkRecord[];
}

/** The chunks the first load of /job-list runs. */
export function firstLoadChunks(chunks: readonly ChunkRecord[]): Set<ChunkRecord> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routeChunks = chunks.filter(
    (chunk) => chunk.isDynamicEntry && firstLoadRoutes.some((re) => re.test(chunk.facadeModuleId ?? '')),
  );
  const seen = new Set<ChunkRecord>();
  const queue = [...chunks.filter((chunk) => chunk.isEntry), ...routeChunks];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return seen;
}
