/**
 * Uploads of photos and signatures to the object store (spec §7): the store's
 * settings come from the gateway (GET /group-image-api/object-store, cached
 * until an upload fails), the key from src/domain/object-store-keys, and the
 * upload itself from the lazily loaded images/object-store-upload (the AWS
 * SDK's own chunk), fetched only when the first such photo goes up.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '../../src/domain/api-shapes';
import { messages } from '../../src/domain/messages';
import { objectTargetOf, objectUrl } from '../../src/domain/object-store-keys';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult } from '../api/api-result';
import type * as ObjectUploadExports from '../images/object-store-upload';
import type { StoredPhoto } from '../images/stored-photo';
import type { UploadOutcome } from './photo-upload';
import { fetchObjectStoreSettings } from './object-store-settings';

/** The lazily loaded upload module. */
export type ObjectUploadModule = typeof ObjectUploadExports;

/** What the uploads need. */
export interface ObjectStoreUploadsWorld {
  /** Gateway calls (the settings), with the session's token. */
  send: (call: ApiRequest) => Promise<ApiResult>;
  /** What the S3 client sends its calls with. */
  fetch: typeof fetch;
  requestTimeoutMs: number;
  log: (message: string) => void;
  /** Loads the upload module; default: the lazy import (its own chunk). */
  load?: () => Promise<ObjectUploadModule>;
}

type Failure = Exclude<UploadOutcome, { kind: 'uploaded' }>;

/** An SDK error as an upload failure: no HTTP status means the store was not reached. */
function failureOf(error: unknown): Failure {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  if (status === undefined) return { kind: 'failed', message: messages.errorContactingServer, network: true };
  const text = error instanceof Error ? error.message.trim() : '';
  const message = text && text !== 'UnknownError' ? text : messages.somethingWentWrong;
  return { kind: 'failed', message, network: false };
}

/** Sends photos to the object store, one at a time. */
export class ObjectStoreUploads {
  private settings: ObjectStoreSettings | null = null;
  private client: Promise<S3Client> | null = null;

  constructor(private readonly world: ObjectStoreUploadsWorld) {}

  /** Uploads the photo under its key; the location is the object's public URL. */
  async upload(
    photo: StoredPhoto,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<UploadOutcome> {
    if (!photo.bytes) return { kind: 'failed', message: `Photo ${photo.uri} has no data`, network: false };
    const settings = this.settings ?? (await fetchObjectStoreSettings(this.world.send));
    if ('kind' in settings) return settings;
    this.settings = settings;
    const target = objectTargetOf(settings.environment, photo);
    try {
      const module = await (this.world.load ?? (() => import('../images/object-store-upload')))();
      this.client ??= module.objectStoreClient(settings, this.world);
      await module.putObject(await this.client, {
        settings,
        key: target.key,
        contentType: target.contentType,
        body: new Uint8Array(photo.bytes),
        onProgress,
      });
    } catch (error) {
      // Settings may have changed (a restarted store, new credentials): ask again next time.
      this.forget();
      this.world.log(`Object store upload of ${target.key} failed: ${String(error)}`);
      return failureOf(error);
    }
    return { kind: 'uploaded', location: objectUrl(settings.publicBaseUrl, target.key) };
  }

  /** Drops the cached settings and client. */
  forget(): void {
    this.settings = null;
    this.client = null;
  }
}
