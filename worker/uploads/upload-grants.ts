/**
 * Upload grants from the gateway (POST /group-image-api/upload-grant): the
 * short-lived credentials that may write one job's photos and signatures to
 * the object store, asked for per job and kept until a minute before they end.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { UploadGrant } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { SettingsFailure } from '@worker-shared/sending/object-store-settings';
import { sendOutcomeOf } from '@worker-shared/sending/send-outcome';
import { retryLater } from '@worker-shared/sending/image-api-upload';

/** A grant is renewed this long before it ends. */
const RENEW_BEFORE_MS = 60_000;

/** True for a well-formed grant answer. */
export function isUploadGrant(value: unknown): value is UploadGrant {
  const v = value as Partial<UploadGrant> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.jobId === 'string' &&
    typeof v.accessKeyId === 'string' &&
    typeof v.secretAccessKey === 'string' &&
    typeof v.sessionToken === 'string' &&
    typeof v.expiresAt === 'string' &&
    Number.isFinite(Date.parse(v.expiresAt)) &&
    Array.isArray(v.prefixes) &&
    v.prefixes.every((p) => typeof p === 'string')
  );
}

/** Asks for and keeps grants by job id. */
export class UploadGrants {
  private readonly grants = new Map<string, UploadGrant>();

  constructor(
    private readonly send: (call: ApiRequest) => Promise<ApiResult>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A live grant for the job, or why none could be had; asked with savedAt (ms),
   * when the photo it is for was taken, so a late photo of an earlier day's
   * job is granted (the job is of one day: a kept grant serves all its photos).
   */
  async grantFor(jobId: string, savedAt: number): Promise<UploadGrant | SettingsFailure> {
    const kept = this.grants.get(jobId);
    if (kept && Date.parse(kept.expiresAt) - RENEW_BEFORE_MS > this.now()) return kept;
    this.grants.delete(jobId);
    const outcome = sendOutcomeOf(
      await this.send({
        method: 'POST',
        path: apiPaths.uploadGrant,
        body: { kind: 'json', value: { jobId } },
        headers: { [SAVED_AT_HEADER]: new Date(savedAt).toISOString() },
      }),
    );
    if (outcome.kind !== 'accepted') return outcome;
    if (!isUploadGrant(outcome.json) || outcome.json.jobId !== jobId) {
      return retryLater(messages.serverDataError);
    }
    this.grants.set(jobId, outcome.json);
    return outcome.json;
  }

  /** Drops every grant (the store refused one, or moved). */
  forgetAll(): void {
    this.grants.clear();
  }
}
