/** The answers a faulty network or gateway gives instead of the real one: a 5xx, and a spurious 409 JOB_CHANGED. */
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import { demoDriver } from '@server/seed/demo-accounts';
import { refusalCodes, revisionOfTag } from '@domain/sync/sync-window';
import { jsonResponse } from '../../support/engine-harness';
import { gatewayJob, jobUpdateRows } from '../../support/gateway-inspection';
import { s3ErrorResponse } from '../../support/object-store-inspection';

/** A 503 as the gateway (JSON) or the object store (S3 XML) gives it, before anything is stored. */
export function serverErrorAnswer(url: URL): Response {
  if (url.pathname.startsWith(`/${LOCAL_BUCKET}/`)) {
    return s3ErrorResponse(503, 'SlowDown', 'Please reduce your request rate.');
  }
  return jsonResponse(503, { message: 'The service is unavailable. Try again shortly.' });
}

/**
 * A 409 JOB_CHANGED naming nobody's change: the job as the gateway stores it
 * now, and no other changes. Only when that is true (the change names a base
 * revision and nobody but the driver changed the job since), else null: a 409
 * saying nobody changed a job that someone did change is a lie no gateway tells.
 */
export async function spuriousConflictAnswer(
  gatewayUrl: string,
  init: RequestInit | undefined,
  headers: Headers,
): Promise<Response | null> {
  const base = revisionOfTag(headers.get('if-match'));
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { id?: string }) : {};
  const jobId = body.id ?? '';
  const rows = (await jobUpdateRows(gatewayUrl, jobId)) as { username: string; revision?: number }[];
  const othersSince = rows.some(
    (row) => row.username !== demoDriver.username && (row.revision ?? 0) > (base ?? 0),
  );
  if (base === null || othersSince) return null;
  return jsonResponse(409, {
    message: 'Someone else changed this job since this change was made.',
    code: refusalCodes.jobChanged,
    job: await gatewayJob(gatewayUrl, jobId),
    changes: [],
  });
}
