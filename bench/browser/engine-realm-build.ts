/**
 * The engine-realm bench's build: the production build (vite.config.ts, every plugin) with one module
 * swapped, src/engine.ts, for bench/engine-realm/either-realm-engine.ts, which runs the engine in its
 * worker or on the page's main thread as the page's localStorage says. Never shipped: built into a
 * temporary directory for `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { repoRoot } from '@e2e/support/chaos-build';

const appEngine = join(repoRoot, 'src/engine.ts');
const eitherRealmEngine = join(repoRoot, 'bench/engine-realm/either-realm-engine.ts');

/** Resolves every import of src/engine.ts to the bench's engine, except the bench engine's own. */
function engineSwap(): Plugin {
  return {
    name: 'bench-engine-realm',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || importer === eitherRealmEngine) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === appEngine ? eitherRealmEngine : null;
    },
  };
}

/** Builds the bench's app; answers its directory and a way to remove it. */
export async function buildEngineRealmApp(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-engine-realm-'));
  await build({
    root: repoRoot,
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [engineSwap()],
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
