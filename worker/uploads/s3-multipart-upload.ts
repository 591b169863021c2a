/**
 * The object-store upload (spec §7/§9), loaded lazily with the AWS SDK so the
 * SDK is a chunk of its own in the worker: @aws-sdk/lib-storage `Upload`
 * (multipart in parts of at least 5 MB, 4 at once, parts removed on error)
 * through an S3 client built from the gateway's settings and an upload grant
 * (short-lived credentials for one job's keys). Every upload asks the store to
 * create the object only if none is there (`If-None-Match: *`): evidence is
 * never replaced. Calls go through the given fetch.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import type { ObjectStoreSettings, UploadGrant } from '../../src/domain/gateway/api-shapes';
import { multipartPlan } from '../../src/domain/photos/object-store-keys';

/** One object to put. */
export interface ObjectUpload {
  settings: ObjectStoreSettings;
  key: string;
  contentType: string;
  body: Uint8Array;
  /** Bytes sent so far of the total (after each part; once for a single-part upload). */
  onProgress?: (loaded: number, total: number) => void;
}

/** How the client sends its calls. */
export interface S3UploadDeps {
  fetch: typeof fetch;
  /** A call without an answer by then fails (ms). */
  requestTimeoutMs: number;
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
      customFetch: deps.fetch,
      requestTimeout: deps.requestTimeoutMs,
    }),
    // The sync pass retries on its own schedule; one attempt per call here.
    maxAttempts: 1,
  });
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
