/**
 * The gateway's object store: an S3 client on the configured bucket (the local
 * s3rver, started here behind its upload gate, or an external S3 bucket), the
 * settings the app's worker uploads with, the issuer of the app's scoped upload
 * credentials, and the origins the page's CSP must allow. Opens network
 * connections to the store; a local store also opens TCP ports.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { objectUrl } from '@domain/photos/object-store-keys';
import { SHA256_METADATA_KEY, isSha256Hex } from '@domain/photos/sha256-hex';
import { startLocalObjectStore, LOCAL_CREDENTIALS } from './local-object-store';
import { StsUploadGrants } from './sts-upload-grants';
import type { UploadGrantIssuer } from './upload-grant-issuer';
import { DEFAULT_OBJECT_STORE_REGION, LOCAL_BUCKET } from './object-store-options';
import type { ExternalObjectStoreOptions, ObjectStoreOptions } from './object-store-options';

/** One stored object, as listed. */
export interface ObjectSummary {
  key: string;
  size: number;
  contentType: string;
}

/** An object's bytes and type. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  /** The hex SHA-256 the phone took at capture (user metadata `sha256`); null when none was sent. */
  capturedSha256: string | null;
}

/** An object with when the store received its bytes. */
export interface DatedObject extends StoredObject {
  /** The store's Last-Modified of the object (whole seconds); null when the store does not say. */
  storedAt: Date | null;
}

/** What writing an object that must never be replaced came to. */
export type CreateOutcome = 'created' | 'same' | 'different';

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a).equals(Buffer.from(b));
}

/** The store the gateway writes to and reads from. */
export class ObjectStore {
  constructor(
    private readonly client: S3Client,
    /** What GET /group-image-api/object-store answers. */
    readonly settings: ObjectStoreSettings,
    /** Issues the app's upload credentials, limited to key prefixes. */
    readonly grants: UploadGrantIssuer,
    private readonly onClose: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** The public URL of a key. */
  urlOf(key: string): string {
    return objectUrl(this.settings.publicBaseUrl, key);
  }

  /** Origins the app talks to for uploads (the store): CSP connect-src. */
  connectOrigins(): string[] {
    const { endpoint, publicBaseUrl } = this.settings;
    const origins = [new URL(publicBaseUrl).origin];
    if (endpoint) origins.push(new URL(endpoint).origin);
    return [...new Set(origins)];
  }

  /** Origins images are shown from: CSP img-src. */
  imageOrigins(): string[] {
    return [new URL(this.settings.publicBaseUrl).origin];
  }

  /** Writes an object (replacing any under the same key: test set-up only; evidence goes through create). */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  /**
   * Writes an object only when none is under the key (`If-None-Match: *`, which
   * S3 enforces); a key already holding these bytes is 'same', other bytes 'different'. A SHA-256
   * taken on the phone (hex) is kept as user metadata and checked by the store (ChecksumSHA256).
   */
  async create(key: string, bytes: Uint8Array, contentType: string, sha256?: string): Promise<CreateOutcome> {
    const existing = await this.get(key);
    if (existing) return sameBytes(existing.bytes, bytes) ? 'same' : 'different';
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          IfNoneMatch: '*',
          ...(sha256 === undefined
            ? {}
            : {
                Metadata: { [SHA256_METADATA_KEY]: sha256 },
                ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
              }),
        }),
      );
      return 'created';
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 412)
        throw error;
      const raced = await this.get(key);
      return raced && sameBytes(raced.bytes, bytes) ? 'same' : 'different';
    }
  }

  /** Every object with its size and type (keys in order), for the test routes. */
  async list(): Promise<ObjectSummary[]> {
    const keys: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) keys.push({ key: item.Key ?? '', size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const summaries: ObjectSummary[] = [];
    for (const { key, size } of keys) {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      summaries.push({ key, size, contentType: head.ContentType ?? '' });
    }
    return summaries;
  }

  /** An object, or null when there is none under the key. */
  async get(key: string): Promise<StoredObject | null> {
    const object = await this.getDated(key);
    return (
      object && {
        bytes: object.bytes,
        contentType: object.contentType,
        capturedSha256: object.capturedSha256,
      }
    );
  }

  /** An object with when the store received it (GetObject's LastModified), or null when there is none. */
  async getDated(key: string): Promise<DatedObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      const captured = answer.Metadata?.[SHA256_METADATA_KEY];
      return {
        bytes,
        contentType: answer.ContentType ?? 'application/octet-stream',
        capturedSha256: isSha256Hex(captured) ? captured : null,
        storedAt: answer.LastModified ?? null,
      };
    } catch (error) {
      if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
      throw error;
    }
  }

  /** Closes the client (and stops a local store). */
  async close(): Promise<void> {
    this.client.destroy();
    await this.onClose();
  }
}

/** The S3 client for a store: path style and checksums only when required for S3-compatible endpoints. */
function s3Client(options: {
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/** The default public URL of an external bucket. */
function externalBaseUrl(options: ExternalObjectStoreOptions): string {
  if (options.publicBaseUrl) return options.publicBaseUrl.replace(/\/+$/, '');
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

/** Opens the configured store (starting s3rver for a local one; default: local in a temporary directory). */
export async function openObjectStore(
  options: ObjectStoreOptions = { kind: 'local' },
  now: () => Date = () => new Date(),
): Promise<ObjectStore> {
  if (options.kind === 'external') {
    const client = s3Client({ ...options, credentials: options.serverCredentials });
    const grants = new StsUploadGrants({
      roleArn: options.uploadRoleArn,
      bucket: options.bucket,
      region: options.region,
      ...(options.stsEndpoint ? { endpoint: options.stsEndpoint } : {}),
      ...(options.serverCredentials ? { credentials: options.serverCredentials } : {}),
      now,
    });
    const settings: ObjectStoreSettings = {
      endpoint: options.endpoint,
      region: options.region,
      bucket: options.bucket,
      forcePathStyle: options.forcePathStyle,
      publicBaseUrl: externalBaseUrl(options),
      environment: options.environment,
    };
    return new ObjectStore(client, settings, grants, () => Promise.resolve(grants.close()));
  }
  const local = await startLocalObjectStore({
    dataDir: options.dataDir,
    port: options.port,
    bucket: options.bucket ?? LOCAL_BUCKET,
    now,
  });
  const region = DEFAULT_OBJECT_STORE_REGION;
  const client = s3Client({
    endpoint: local.upstream,
    region,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  const settings: ObjectStoreSettings = {
    endpoint: local.endpoint,
    region,
    bucket: local.bucket,
    forcePathStyle: true,
    publicBaseUrl: `${local.endpoint}/${local.bucket}`,
    environment: 'DEV',
  };
  return new ObjectStore(client, settings, local.grants, () => local.close());
}
