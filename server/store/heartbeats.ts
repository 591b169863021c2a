/**
 * Stores heartbeat calls: the beats of one call or of several, in one statement, so the calls cost one round
 * trip and one commit together. Each call is stored whole or not at all: a call whose beats name a job out of
 * its scope stores none of its beats (a position filed under a job is evidence of arrival there), while the
 * other calls of the statement are stored. A row the database refuses fails the whole statement (one
 * statement is atomic): the caller sends the calls again one by one to tell which
 * (server/store/heartbeat-call-groups.ts). The same statement tells the office board of each branch whose
 * call asked to announce (server/office/office-channel.ts); otherwise the caller announces it later
 * (server/office/heartbeat-notices.ts).
 *
 * The calls and their beats go as one JSON parameter read by json_to_recordset, so every number of calls and
 * beats is the same statement, prepared once per connection (namedSql).
 */
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Database } from '../db/database';
import type { JobScope } from './jobs';
import { namedSql } from '../db/named-sql';
import { officeChangeNotice } from '../office/office-channel';

/** Who sent the heartbeats (the caller's token) and when they arrived. */
export interface HeartbeatSender {
  username: string;
  branch: string;
  driverid: string;
}

/** One heartbeat call to store. */
export interface HeartbeatCall {
  sender: HeartbeatSender;
  beats: readonly Heartbeat[];
  receivedAt: Date;
  /** The jobs the beats may name. */
  scope: JobScope;
  /** Whether the statement announces the sender's branch to the office board. */
  announce: boolean;
}

/**
 * A call as the statement reads it: `call` is its place in the list, and its beats go as they came (the
 * statement reads their columns from them), so what is sent is little more than the request's own beats.
 */
interface CallRow {
  call: number;
  username: string;
  branch: string;
  driver_id: string;
  received_at: Date;
  scope_branch: string;
  scope_driver: string | null;
  announce: boolean;
  beats: readonly Heartbeat[];
}

/**
 * The statement. Its plan is made once per connection from default guesses (100 rows for each function), so
 * how it reads matters: the beats are read as jsonb, parsed once (a field read from a json value parses its
 * text again), and each named job is looked up by its key alone (LATERAL … LIMIT 1), never by a join that
 * could be planned as a scan of the whole jobs table. Exported for the test that holds its plan.
 */
export const STORE_HEARTBEAT_CALLS = namedSql(
  'heartbeats_store_calls',
  `WITH call AS (
    SELECT * FROM json_to_recordset($1::json)
      AS c(call int, username text, branch text, driver_id text, received_at timestamptz, scope_branch text,
        scope_driver text, announce boolean, beats jsonb)
  ), beat AS (
    SELECT call.call, b.n, call.username, call.branch, call.driver_id, call.received_at, call.scope_branch,
      call.scope_driver, b.payload, b.payload->>'status' AS status, b.payload->>'id' AS job_id,
      (b.payload->>'latitude')::float8 AS latitude, (b.payload->>'longitude')::float8 AS longitude
    FROM call, jsonb_array_elements(call.beats) WITH ORDINALITY AS b(payload, n)
  ), refused AS (
    SELECT DISTINCT beat.call, beat.job_id FROM beat
    LEFT JOIN LATERAL (
      SELECT true AS found FROM jobs WHERE jobs.id = beat.job_id AND jobs.branch = beat.scope_branch
        AND (beat.scope_driver IS NULL OR jobs.driver_id = beat.scope_driver) LIMIT 1
    ) AS own ON true
    WHERE beat.job_id IS NOT NULL AND own.found IS NULL
  ), stored AS (
    INSERT INTO heartbeats
      (username, branch, driver_id, received_at, status, job_id, latitude, longitude, payload)
    SELECT username, branch, driver_id, received_at, status, job_id, latitude, longitude, payload FROM beat
    WHERE beat.call NOT IN (SELECT call FROM refused) ORDER BY beat.call, beat.n
  ), notice AS MATERIALIZED (
    SELECT ${officeChangeNotice('announced.branch')} FROM (
      SELECT DISTINCT call.branch FROM call
      WHERE call.announce AND call.call NOT IN (SELECT call FROM refused)
    ) AS announced
  )
  SELECT coalesce((SELECT json_agg(json_build_array(call, job_id)) FROM refused), '[]') AS refused,
    (SELECT count(*) FROM notice) AS notices`,
);

/** The jobs named by the beats, each once, in the order they are first named. */
function namedJobs(beats: readonly Heartbeat[]): string[] {
  return [...new Set(beats.flatMap((beat) => (beat.id === undefined ? [] : [beat.id])))];
}

/**
 * Stores the calls in one statement (nothing for none). Answers, for each call in order, the jobs its beats
 * named that are not in its scope: none when its beats were stored, else the call stored nothing.
 */
export async function insertHeartbeatCalls(
  db: Database,
  calls: readonly HeartbeatCall[],
): Promise<string[][]> {
  const refusedByCall = calls.map((): string[] => []);
  const callRows: CallRow[] = [];
  calls.forEach(({ sender, beats, receivedAt, scope, announce }, call) => {
    if (beats.length === 0) return;
    callRows.push({
      call,
      username: sender.username,
      branch: sender.branch,
      driver_id: sender.driverid,
      received_at: receivedAt,
      scope_branch: scope.branch,
      scope_driver: scope.driverid,
      announce,
      beats,
    });
  });
  if (callRows.length === 0) return refusedByCall;
  const [row] = await db.query<{ refused: [number, string][] }>(STORE_HEARTBEAT_CALLS, [
    JSON.stringify(callRows),
  ]);
  for (const [call, jobId] of row?.refused ?? []) refusedByCall[call]?.push(jobId);
  // Answered in the order the beats named them, as a caller reports the first.
  return refusedByCall.map((refused, call) =>
    refused.length === 0 ? refused : namedJobs(calls[call]?.beats ?? []).filter((id) => refused.includes(id)),
  );
}

/**
 * Stores one call's beats in one statement (nothing for none), announcing the branch's change when
 * `announce`.
 * A beat may name only a job in `scope`; the same statement looks the named jobs up, and stores nothing when
 * one is not in scope. Answers the named jobs that are not (none when the beats were stored).
 */
export async function insertHeartbeats(
  db: Database,
  sender: HeartbeatSender,
  beats: readonly Heartbeat[],
  receivedAt: Date,
  scope: JobScope,
  announce = true,
): Promise<string[]> {
  const [refused] = await insertHeartbeatCalls(db, [{ sender, beats, receivedAt, scope, announce }]);
  return refused ?? [];
}
