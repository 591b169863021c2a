/**
 * A photo as versions 1 and 2 of the app stored it, for the upgrade tests: a failure photo of the job, `up`
 * with three bytes as an ArrayBuffer, or `down` at its location with none; the overrides change any field.
 */

/** When every photo was saved: 2026-11-21 14:05 UTC. */
export const EARLIER_SAVED_AT = Date.UTC(2026, 10, 21, 14, 5, 0);

export function earlierPhoto(
  id: string,
  jobId: string,
  location: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    uri: `${jobId}-failed-1795000000`,
    purpose: 'failed',
    jobId,
    owner: 'demo.driver',
    fileName: 'door.jpg',
    uploadName: `${jobId}-failed-1795000000.png`,
    contentType: 'image/png',
    bytes: location === null ? new Uint8Array([1, 2, 3]).buffer : null,
    width: 3,
    height: 1,
    status: location === null ? 'up' : 'down',
    location,
    idempotencyKey: `photo-key-${id}`,
    createdAt: EARLIER_SAVED_AT,
    attempts: 0,
    lastError: null,
    ...overrides,
  };
}
