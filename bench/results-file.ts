/**
 * docs/benchmarks/results.json: one section per bench (`gateway`, `firstLoad`, `photoPipeline`), each written by its own
 * bench with the others kept, laid out as prettier lays JSON out.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The results file: BENCH_RESULTS, else docs/benchmarks/results.json. */
export const resultsPath =
  process.env.BENCH_RESULTS || fileURLToPath(new URL('../docs/benchmarks/results.json', import.meta.url));

/** Writes one section into the results file, keeping its other sections. */
export async function writeResultsSection(path: string, name: string, section: unknown): Promise<void> {
  const existing: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const file = typeof existing === 'object' && existing !== null ? existing : {};
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(
    path,
    await format(JSON.stringify({ ...file, [name]: section }), { ...options, parser: 'json' }),
  );
}
