/**
 * What the gateway holds of one chaos run once it is quiet, read in a few
 * queries over the run's job ids (the rows the /__test routes list job by job,
 * fetched at once): every accepted update, every change refused as a conflict,
 * the risk assessments, the jobs as stored, and the objects in the store.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Database } from '@server/db/database';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import type { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';

/** An accepted update (job_updates), or a refused one (job_conflicts, with its base revision). */
export interface UpdateRow {
  id: string;
  job_id: string;
  kind: 'driver' | 'admin';
  username: string;
  idempotency_key: string | null;
  payload: JobUpdateRequest;
  received_at: Date;
  /** The job's revision after it (job_updates), or when it was refused (job_conflicts). */
  revision?: number;
  outcome?: JobOutcomeStatus | null;
  base_revision?: number;
}

/** One object of the store: its key and bytes. */
export interface StoredObject {
  key: string;
  bytes: Uint8Array;
}

/** Everything the gateway holds of the run. */
export interface GatewayRecord {
  updates: UpdateRow[];
  conflicts: UpdateRow[];
  assessments: DraUpdateRequest[];
  jobs: Map<string, Job>;
  objects: StoredObject[];
}

/** The suffix s3rver gives the file that holds an object's bytes. */
const OBJECT_FILE = '._S3rver_object';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The store's files (bytes and metadata) whose key names one of the run's jobs. */
async function filesOfRun(bucketDir: string, tag: string): Promise<string[]> {
  return (await filesUnder(bucketDir)).filter((file) => file.includes(`${sep}DS-${tag}-`));
}

/** The store's objects whose key names one of the run's jobs. */
async function objectsOf(bucketDir: string, tag: string): Promise<StoredObject[]> {
  const files = (await filesOfRun(bucketDir, tag)).filter((file) => file.endsWith(OBJECT_FILE));
  return Promise.all(
    files.map(async (file) => ({
      key: relative(bucketDir, file).slice(0, -OBJECT_FILE.length).split(sep).join('/'),
      bytes: await wholeObject(file),
    })),
  );
}

/**
 * An object file's bytes once s3rver has finished writing them: it answers a
 * PUT before its write stream is flushed, so the bytes are read until they
 * match the MD5 it stored beside them.
 */
async function wholeObject(file: string): Promise<Uint8Array> {
  for (let attempt = 1; ; attempt += 1) {
    const bytes = new Uint8Array(await readFile(file));
    const md5 = await readFile(`${file}.md5`, 'utf8').catch(() => '');
    if (createHash('md5').update(bytes).digest('hex') === md5 || attempt === 20) return bytes;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function hasTable(db: Database, name: string): Promise<boolean> {
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]);
  return row?.found !== null && row?.found !== undefined;
}

/** Reads what the gateway holds of the run's jobs (ids 'DS-{tag}-…'). */
export async function readGatewayRecord(
  db: Database,
  bucketDir: string,
  tag: string,
): Promise<GatewayRecord> {
  const jobPrefix = `DS-${tag}-`;
  const like = `${jobPrefix}%`;
  const updates = await db.query<UpdateRow>('SELECT * FROM job_updates WHERE job_id LIKE $1 ORDER BY id', [
    like,
  ]);
  const conflicts = (await hasTable(db, 'job_conflicts'))
    ? await db.query<UpdateRow>('SELECT * FROM job_conflicts WHERE job_id LIKE $1 ORDER BY id', [like])
    : [];
  const assessments = await db.query<{ payload: DraUpdateRequest }>(
    'SELECT payload FROM dra_updates WHERE order_reference LIKE $1 ORDER BY id',
    [`SO${tag}-%`],
  );
  const jobs = await db.query<{ document: Job }>('SELECT document FROM jobs WHERE id LIKE $1', [like]);
  return {
    updates,
    conflicts,
    assessments: assessments.map((row) => row.payload),
    jobs: new Map(jobs.map((row) => [row.document.id, row.document])),
    objects: await objectsOf(bucketDir, tag),
  };
}

/** Deletes the run's objects from the store once checked, so later runs list a small store. */
export async function removeRunObjects(bucketDir: string, tag: string): Promise<void> {
  await Promise.all((await filesOfRun(bucketDir, tag)).map((file) => rm(file, { force: true })));
}
