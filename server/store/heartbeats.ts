/**
 * Stores the heartbeats of one call: one multi-row INSERT, so a batch costs one round trip and is stored
 * whole or not at all (a single statement is atomic: one bad row and none is kept). When `announce`, the same
 * statement tells the office board of the branch (server/office/office-channel.ts), still one round trip;
 * otherwise the caller announces it later (server/office/heartbeat-notices.ts).
 */
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Database, SqlParam } from '../db/database';
import { namedSql } from '../db/named-sql';
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

/** The VALUES rows of n heartbeats: the sender's $1…$4 in every row, then five values of each beat. */
function valuesRows(n: number): string {
  return Array.from({ length: n }, (_, i) => {
    const p = SHARED + i * PER_BEAT;
    return `($1, $2, $3, $4, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}::jsonb)`;
  }).join(', ');
}

/** Inserts every beat in one statement (nothing for none), announcing the branch's change when `announce`. */
export async function insertHeartbeats(
  db: Database,
  sender: HeartbeatSender,
  beats: readonly Heartbeat[],
  receivedAt: Date,
  announce = true,
): Promise<void> {
  if (beats.length === 0) return;
  const params: SqlParam[] = [sender.username, sender.branch, sender.driverid, receivedAt];
  for (const beat of beats) {
    params.push(beat.status, beat.id ?? null, beat.latitude, beat.longitude, JSON.stringify(beat));
  }
  const insert = `INSERT INTO heartbeats (${COLUMNS}) VALUES ${valuesRows(beats.length)}`;
  const text = announce ? `WITH stored AS (${insert}) SELECT ${officeChangeNotice('$2')}` : insert;
  const name = `heartbeats_insert_${beats.length}${announce ? '' : '_quiet'}`;
  await db.query(namedSql(name, text), params);
}
