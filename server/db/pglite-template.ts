/**
 * A cached PGlite cluster holding only our migrated, empty schema, so that
 * fresh in-memory databases start in well under a second instead of running
 * initdb (seconds). The cache lives in node_modules/.cache/doorstep, is keyed
 * by the PGlite version and the migration files, and holds no rows of ours
 * (the seed runs afterwards). Touches the file system.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { migrationFiles, migrationText } from './migrate';

function templatePath(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const packageDir = dirname(dirname(entry));
    const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const schema = createHash('sha256');
    for (const file of migrationFiles()) schema.update(file).update(migrationText(file));
    const key = `pglite-${version}-${schema.digest('hex').slice(0, 16)}.tar`;
    return join(dirname(dirname(packageDir)), '.cache', 'doorstep', key);
  } catch {
    return null;
  }
}

/** The cached migrated cluster, or null when none is cached yet. */
export function cachedCluster(): Blob | null {
  const path = templatePath();
  if (!path) return null;
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return null;
  }
}

/** Forgets a cached cluster that failed to load. */
export function dropCachedCluster(): void {
  const path = templatePath();
  if (path) rmSync(path, { force: true });
}

/** Dumps a just-migrated, still empty PGlite into the cache (best effort; atomic rename). */
export async function cacheCluster(pg: PGlite): Promise<void> {
  const path = templatePath();
  if (!path) return;
  try {
    const dump = await pg.dumpDataDir('none');
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    for (const stale of readdirSync(dirname(path))) {
      if (/^pglite-.*\.(tar|tgz)$/.test(stale) && stale !== basename(path))
        rmSync(join(dirname(path), stale), { force: true });
    }
  } catch {
    // A cache we cannot write only costs start-up time.
  }
}
