/**
 * The object-store upload (product rules 7.6 and 9.8), loaded lazily with the AWS SDK so the
 * SDK is a chunk of its own in the worker: @aws-sdk/lib-storage `Upload`
 * (multipart in parts of at least 5 MB, 4 at once, parts removed on error)
 * through an S3 client built from the gateway's settings and an upload grant
 * (short-lived credentials for one job's keys). Every upload asks the store to
 * create the object only if none is there (`If-None-Match: *`): evidence is
 * never replaced. The SHA-256 taken at capture goes with it: as
 * user metadata `sha256` (hex) always, and as ChecksumSHA256 (base64) on a
 * single-part upload, which lib-storage sends as the PutObject's
 * x-amz-checksum-sha256 so the store refuses a body that does not match
 * (BadDigest). lib-storage would copy ChecksumSHA256 onto every UploadPart of
 * a multipart upload, where the whole object's hash is no part's, so a
 * multipart upload (never a photo: they are far below one part) carries only
 * the metadata. Calls go through the given fetch.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import type { ObjectStoreSettings, UploadGrant } from '@domain/gateway/api-shapes';
import { multipartPlan } from '@domain/photos/object-store-keys';
import { SHA256_METADATA_KEY } from '@domain/photos/sha256-hex';
import { sha256HexToBase64 } from '@worker-shared/stored/photo-sha256';

/** One object to put. */
export interface ObjectUpload {
  settings: ObjectStoreSettings;
  key: string;
  contentType: string;
  body: Uint8Array;
  /** Lower-case hex SHA-256 of the body taken at capture; absent for photos stored before hashes. */
  sha256?: string | undefined;
  /** Bytes sent so far of the total (after each part; once for a single-part upload). */
  onProgress?: (loaded: number, total: number) => void;
}

/** How the client sends its calls. */
export interface S3UploadDeps {
  fetch: typeof fetch;
  /** A call without an answer by then fails (ms). */
  requestTimeoutMs: number;
  /** Aborts every request of the client (its fetches end, not only the wait for them). */
  signal?: AbortSignal;
}

/** The fetch, its every request ended by the signal (the handler's timeout only stops waiting for it). */
function withSignal(send: typeof fetch, signal: AbortSignal | undefined): typeof fetch {
  return signal ? (input, init) => send(input, { ...init, signal }) : send;
}

/** An S3 client for the settings signing with the grant; an endpoint means an S3-compatible store. */
export function objectStoreClient(
  settings: ObjectStoreSettings,
  grant: UploadGrant,
  deps: S3UploadDeps,
): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    credentials: {
      accessKeyId: grant.accessKeyId,
      secretAccessKey: grant.secretAccessKey,
      sessionToken: grant.sessionToken,
      expiration: new Date(grant.expiresAt),
    },
    requestHandler: new FetchHttpHandler({
      customFetch: withSignal(deps.fetch, deps.signal),
      requestTimeout: deps.requestTimeoutMs,
    }),
    // The sync pass retries on its own schedule; one attempt per call here.
    maxAttempts: 1,
  });
}

/** The upload's integrity parameters: the hash as metadata, and as the store-checked checksum in one part. */
function integrityParams(upload: ObjectUpload, partCount: number) {
  const { sha256 } = upload;
  if (sha256 === undefined) return {};
  return {
    Metadata: { [SHA256_METADATA_KEY]: sha256 },
    ...(partCount === 1 ? { ChecksumSHA256: sha256HexToBase64(sha256) } : {}),
  };
}

/** Puts one object with lib-storage's Upload (multipart when larger than a part); throws when it fails. */
export async function putObject(client: S3Client, upload: ObjectUpload): Promise<void> {
  const plan = multipartPlan(upload.body.byteLength);
  const task = new Upload({
    client,
    params: {
      Bucket: upload.settings.bucket,
      Key: upload.key,
      Body: upload.body,
      ContentType: upload.contentType,
      IfNoneMatch: '*',
      ...integrityParams(upload, plan.partCount),
    },
    partSize: plan.partSize,
    queueSize: plan.queueSize,
    leavePartsOnError: false,
  });
  const { onProgress } = upload;
  if (onProgress) {
    task.on('httpUploadProgress', (progress) => {
      onProgress(progress.loaded ?? 0, progress.total ?? upload.body.byteLength);
    });
  }
  await task.done();
}
