/**
 * Uploads of photos and signatures to the object store (product rule 7.6): the store's
 * settings come from the gateway (GET /group-image-api/object-store, cached
 * until an upload fails), the credentials from a per-job upload grant
 * (upload-grants.ts), the key from domain/photos/object-store-keys, and the
 * upload itself from the lazily loaded s3-multipart-upload (the AWS
 * SDK's own chunk), fetched only when the first such photo goes up. An
 * upload may take the answer timeout plus its bytes' time on the slowest
 * uplink (upload-timeout.ts); its requests are aborted when the try ends. A key
 * that already holds an object (412: a repeat after a lost answer) counts as
 * uploaded only when the stored bytes are this photo's; other bytes are a
 * refusal for good. A grant the store will not take (403) is dropped and the
 * upload tried once more with a fresh one; the store's other answers are
 * sorted by store-failure.ts.
 */
import type { ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { objectTargetOf, objectUrl } from '@domain/photos/object-store-keys';
import { uploadTimeoutMs } from '@domain/sync/upload-timeout';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type * as ObjectUploadExports from './s3-multipart-upload';
import { photoBytesOf, type StoredPhoto } from '@worker-shared/stored/stored-photo';
import { retryLater } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure, UploadOutcome } from '@worker-shared/sending/image-api-upload';
import { fetchObjectStoreSettings } from '@worker-shared/sending/object-store-settings';
import {
  grantNotTaken,
  otherObjectRefusal,
  statusOf,
  storeFailureOf,
  storeNotReached,
} from './store-failure';
import { UploadGrants } from './upload-grants';

export { OTHER_OBJECT_MESSAGE } from './store-failure';

/** The lazily loaded upload module. */
export type ObjectUploadModule = typeof ObjectUploadExports;

/** What the uploads need. */
export interface ObjectStoreUploaderDeps {
  /** Gateway calls (the settings), with the session's token. */
  send: (call: ApiRequest) => Promise<ApiResult>;
  /** What the S3 client sends its calls with. */
  fetch: typeof fetch;
  requestTimeoutMs: number;
  log: (message: string) => void;
  /** Loads the upload module; default: the lazy import (its own chunk). */
  load?: () => Promise<ObjectUploadModule>;
}

/** One try: its outcome, or that the store would not take the grant (worth one more try with a fresh one). */
type Attempt = UploadOutcome | { kind: 'grantNotTaken'; failure: UploadFailure };

/** Sends photos to the object store, one at a time. */
export class ObjectStoreUploader {
  private settings: ObjectStoreSettings | null = null;
  private readonly grants: UploadGrants;

  constructor(private readonly deps: ObjectStoreUploaderDeps) {
    this.grants = new UploadGrants(deps.send);
  }

  /** Uploads the photo under its key; the location is the object's public URL. */
  async upload(
    photo: StoredPhoto,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<UploadOutcome> {
    const read = photoBytesOf(photo);
    if (!read) return retryLater(`Photo ${photo.uri} has no data`);
    const bytes = await read;
    const first = await this.attempt(photo, bytes, onProgress);
    if (first.kind !== 'grantNotTaken') return first;
    // The grant was dropped with the failure (it may have ended early, or been revoked): one more try.
    this.deps.log(`Object store refused the grant of job ${photo.jobId}; trying once with a fresh one`);
    const second = await this.attempt(photo, bytes, onProgress);
    return second.kind === 'grantNotTaken' ? second.failure : second;
  }

  /** One try with the cached (or a new) settings and grant; a failure drops them both. */
  private async attempt(
    photo: StoredPhoto,
    bytes: ArrayBuffer,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<Attempt> {
    const settings = this.settings ?? (await fetchObjectStoreSettings(this.deps.send));
    // The settings are every photo's, not this one's: a refusal of them is the gateway's to fix.
    if ('kind' in settings) return settings.kind === 'refused' ? retryLater(settings.message) : settings;
    this.settings = settings;
    const grant = await this.grants.grantFor(photo.jobId, photo.createdAt);
    if ('kind' in grant) return grant;
    const target = objectTargetOf(settings.environment, photo);
    const body = new Uint8Array(bytes);
    const location = objectUrl(settings.publicBaseUrl, target.key);
    // Each try has its own client, whose requests end with the try: one that timed out or failed never goes
    // on sending beside the next try of the same photo.
    const ended = new AbortController();
    try {
      const module = await (this.deps.load ?? (() => import('./s3-multipart-upload')))();
      const client = module.objectStoreClient(settings, grant, {
        fetch: this.deps.fetch,
        requestTimeoutMs: uploadTimeoutMs(body.byteLength, this.deps.requestTimeoutMs),
        signal: ended.signal,
      });
      await module.putObject(client, {
        settings,
        key: target.key,
        contentType: target.contentType,
        body,
        sha256: photo.sha256,
        onProgress,
      });
    } catch (error) {
      if (statusOf(error) === 412) return this.alreadyStored(location, body);
      // Settings or the grant may have changed (a restarted store, an ended grant): ask again next time.
      this.forget();
      this.deps.log(`Object store upload of ${target.key} failed: ${String(error)}`);
      const failure = storeFailureOf(error);
      return grantNotTaken(error) ? { kind: 'grantNotTaken', failure } : failure;
    } finally {
      ended.abort();
    }
    return { kind: 'uploaded', location };
  }

  /**
   * The key was taken: uploaded when it holds these very bytes (a repeat), refused for good when it
   * holds others; tried again later when the stored object cannot be read.
   */
  private async alreadyStored(location: string, body: Uint8Array): Promise<UploadOutcome> {
    try {
      const read = await this.deps.fetch(location);
      if (!read.ok) return retryLater(`The stored photo could not be read (error ${String(read.status)}).`);
      const stored = new Uint8Array(await read.arrayBuffer());
      const same = stored.byteLength === body.byteLength && stored.every((b, i) => b === body[i]);
      if (same) return { kind: 'uploaded', location };
    } catch {
      return storeNotReached;
    }
    return otherObjectRefusal;
  }

  /** Drops the cached settings and grants (and so their clients). */
  forget(): void {
    this.settings = null;
    this.grants.forgetAll();
  }
}
