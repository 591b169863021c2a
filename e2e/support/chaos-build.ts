/**
 * The two builds a chaos run deploys in turn: build A, the production build in
 * dist/ (`npm run build`), and build B, made once per run in the background
 * from the same sources with another VITE_APP_BUILD_ID (as the update e2e test
 * makes its build B). Runs `vite build` in a child process; writes a temporary
 * directory.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** A build the gateway can serve: its directory and the id it marks on <html data-build>. */
export interface ChaosBuild {
  dir: string;
  id: string;
}

/** The repository root (dist/ is build A). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Build A: the production build under test. */
export const buildA = { dir: join(repoRoot, 'dist') } as const;

/** Build B's id. */
export const BUILD_B_ID = 'chaos-build-b';

/** Starts making build B; the answer resolves once it is built, with a way to remove it. */
export function makeBuildB(): { ready: Promise<ChaosBuild>; remove(): void } {
  const dir = join(tmpdir(), `doorstep-chaos-build-b-${process.pid}`);
  const ready = promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: repoRoot, env: { ...process.env, VITE_APP_BUILD_ID: BUILD_B_ID } },
  ).then(() => ({ dir, id: BUILD_B_ID }));
  // Awaited only when the first deploy comes; a failure is reported there.
  ready.catch(() => undefined);
  return { ready, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
