/**
 * The object-store upload (spec §7/§9), loaded lazily with the AWS SDK so the
 * SDK is a chunk of its own in the worker: @aws-sdk/lib-storage `Upload`
 * (multipart in parts of at least 5 MB, 4 at once, parts removed on error)
 * through an S3 client built from the gateway's settings — static keys, an
 * endpoint and path-style URLs for the local store; a Cognito identity pool
 * (loaded only then) in production. Calls go through the given fetch.
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import type { ObjectStoreSettings } from '../../src/domain/api-shapes';
import { multipartPlan } from '../../src/domain/object-store-keys';

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
export interface ObjectClientWorld {
  fetch: typeof fetch;
  /** A call without an answer by then fails (ms). */
  requestTimeoutMs: number;
}

async function credentialsFor(settings: ObjectStoreSettings): Promise<S3ClientConfig['credentials']> {
  const { credentials } = settings;
  if (credentials.kind === 'static') {
    return { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey };
  }
  const { fromCognitoIdentityPool } = await import('@aws-sdk/credential-provider-cognito-identity');
  return fromCognitoIdentityPool({
    identityPoolId: credentials.identityPoolId,
    clientConfig: { region: settings.region },
  });
}

/** An S3 client for the settings; an endpoint means an S3-compatible store (checksums only when required). */
export async function objectStoreClient(
  settings: ObjectStoreSettings,
  world: ObjectClientWorld,
): Promise<S3Client> {
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
    credentials: await credentialsFor(settings),
    requestHandler: new FetchHttpHandler({
      customFetch: world.fetch,
      requestTimeout: world.requestTimeoutMs,
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
