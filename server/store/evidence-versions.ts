/**
 * The versions of a job's evidence record the gateway has served,
 * kept for good in record_versions: each distinct digest once, with the record
 * it was taken over and when it was first served. A printed copy's digest then
 * verifies against the version it was printed from, even after the record has
 * changed (a late sync, an admin's fix, a renamed user, purged heartbeats).
 */
import type { EvidenceRecord, EvidenceVersion } from '@domain/evidence/evidence-record';
import type { Database } from '../db/database';

/** Keeps the record's version (a digest already kept is left as it was). */
export async function keepEvidenceVersion(
  db: Database,
  jobId: string,
  evidence: EvidenceRecord,
  servedAt: Date,
): Promise<void> {
  const { digest, earlierVersions: _earlier, ...content } = evidence;
  await db.query(
    `INSERT INTO record_versions (job_id, digest, record, first_served_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (job_id, digest) DO NOTHING`,
    [jobId, digest, JSON.stringify(content), servedAt.toISOString()],
  );
}

/** Every version of the job's record served before, oldest first, but the current one. */
export async function earlierEvidenceVersions(
  db: Database,
  jobId: string,
  currentDigest: string,
): Promise<EvidenceVersion[]> {
  const rows = await db.query<{ digest: string; first_served_at: Date }>(
    `SELECT digest, first_served_at FROM record_versions WHERE job_id = $1 AND digest <> $2
     ORDER BY first_served_at, digest`,
    [jobId, currentDigest],
  );
  return rows.map((row) => ({
    digest: row.digest,
    firstServedAt: new Date(row.first_served_at).toISOString(),
  }));
}
