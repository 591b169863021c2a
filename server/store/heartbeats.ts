/**
 * Stores the heartbeats of one call: one multi-row INSERT, so a batch costs one round trip and is stored
 * whole or not at all (a single statement is atomic: one bad row and none is kept). When `announce`, the same
 * statement tells the office board of the branch (server/office/office-channel.ts), still one round trip;
 * otherwise the caller announces it later (server/office/heartbeat-notices.ts). The jobs the beats name are
 * checked in that statement too.
 */
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Database, SqlParam } from '../db/database';
import type { JobScope } from './jobs';
import { namedSqlBuilt } from '../db/named-sql';
import { officeChangeNotice } from '../office/office-channel';

/** Who sent the heartbeats (the caller's token) and when they arrived. */
export interface HeartbeatSender {
  username: string;
  branch: string;
  driverid: string;
}

const COLUMNS = 'username, branch, driver_id, received_at, status, job_id, latitude, longitude, payload';
const SHARED = 4;
const PER_BEAT = 5;

/** The columns' types, for a VALUES list that is not the INSERT's own. */
const TYPED = ['text', 'text', 'text', 'timestamptz', 'text', 'text', 'float8', 'float8', 'jsonb'];
const UNTYPED = ['', '', '', '', '', '', '', '', 'jsonb'];

/** The VALUES rows of n heartbeats: the sender's $1…$4 in every row, then five values of each beat. */
function valuesRows(n: number, types: readonly string[] = UNTYPED): string {
  return Array.from({ length: n }, (_, i) => {
    const p = SHARED + i * PER_BEAT;
    const slots = [1, 2, 3, 4, p + 1, p + 2, p + 3, p + 4, p + 5];
    return `(${slots.map((slot, k) => (types[k] ? `$${slot}::${types[k]}` : `$${slot}`)).join(', ')})`;
  }).join(', ');
}

/** The jobs named by the beats, each once. */
function namedJobs(beats: readonly Heartbeat[]): string[] {
  return [...new Set(beats.flatMap((beat) => (beat.id === undefined ? [] : [beat.id])))];
}

/**
 * The statement storing n beats whose values are in the params, once every named job is in scope: the named
 * jobs' ids follow the beats' values, then the scope's branch and, for a driver, their id. The jobs are
 * looked up in it (`owned`), and the rows are inserted only when all of them were found. Its one row's `owned`
 * lists the named jobs in scope. The VALUES are cast, as a VALUES list in FROM has no column types of its own.
 */
function insertOfOwnJobs(n: number, namedCount: number, byDriver: boolean, announce: boolean): string {
  const first = SHARED + n * PER_BEAT + 1;
  const ids = Array.from({ length: namedCount }, (_, i) => `$${first + i}`);
  const branch = first + namedCount;
  let owned = `SELECT id FROM jobs WHERE id IN (${ids.join(', ')}) AND branch = $${branch}`;
  if (byDriver) owned += ` AND driver_id = $${branch + 1}`;
  const allOwned = `(SELECT count(*) FROM owned) = ${namedCount}`;
  const insert = `INSERT INTO heartbeats (${COLUMNS})
    SELECT * FROM (VALUES ${valuesRows(n, TYPED)}) AS beat WHERE ${allOwned}`;
  const notice = announce ? `, CASE WHEN ${allOwned} THEN ${officeChangeNotice('$2')} END AS notice` : '';
  return `WITH owned AS (${owned}), stored AS (${insert})
    SELECT coalesce((SELECT json_agg(id) FROM owned), '[]') AS owned${notice}`;
}

/**
 * Inserts every beat in one statement (nothing for none), announcing the branch's change when `announce`. A
 * beat may name only a job in `scope` (a position filed under a job is evidence of arrival there); the same
 * statement looks the named jobs up, and stores nothing when one is not in scope. Answers the named jobs that
 * are not (none when the beats were stored). Each shape of statement is built once (namedSqlBuilt).
 */
export async function insertHeartbeats(
  db: Database,
  sender: HeartbeatSender,
  beats: readonly Heartbeat[],
  receivedAt: Date,
  scope: JobScope,
  announce = true,
): Promise<string[]> {
  if (beats.length === 0) return [];
  const params: SqlParam[] = [sender.username, sender.branch, sender.driverid, receivedAt];
  for (const beat of beats) {
    params.push(beat.status, beat.id ?? null, beat.latitude, beat.longitude, JSON.stringify(beat));
  }
  const named = namedJobs(beats);
  const quiet = announce ? '' : '_quiet';
  if (named.length > 0) {
    const byDriver = scope.driverid !== null;
    params.push(...named, scope.branch);
    if (scope.driverid !== null) params.push(scope.driverid);
    const name = `heartbeats_insert_${beats.length}_jobs_${named.length}_${byDriver ? 'driver' : 'branch'}${quiet}`;
    const sql = namedSqlBuilt(name, () => insertOfOwnJobs(beats.length, named.length, byDriver, announce));
    const [row] = await db.query<{ owned: string[] }>(sql, params);
    const owned = new Set(row?.owned ?? []);
    return named.filter((id) => !owned.has(id));
  }
  const sql = namedSqlBuilt(`heartbeats_insert_${beats.length}${quiet}`, () => {
    const insert = `INSERT INTO heartbeats (${COLUMNS}) VALUES ${valuesRows(beats.length)}`;
    return announce ? `WITH stored AS (${insert}) SELECT ${officeChangeNotice('$2')}` : insert;
  });
  await db.query(sql, params);
  return [];
}
