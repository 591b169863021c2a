/** How the gateway reaches its object store: a local s3rver it starts itself, or an external S3 bucket. */
import { IMAGE_STORE_REGION } from '@domain/app/constants';
import type { AppEnvironment } from '@domain/app/environment';

/** The region of the production store (product rule 7.6). */
export const DEFAULT_OBJECT_STORE_REGION = IMAGE_STORE_REGION;
/** The bucket of the local store. */
export const LOCAL_BUCKET = 'doorstep-dev';

/** A local S3-compatible store (s3rver) on loopback, started and stopped with the gateway. */
export interface LocalObjectStoreOptions {
  kind: 'local';
  /** Where the objects live; omitted = a fresh temporary directory, removed on close. */
  dataDir?: string;
  /** 0 or omitted = a free port. */
  port?: number;
  /** Default doorstep-dev. */
  bucket?: string;
}

/** An existing store: AWS S3 (endpoint null) or another S3-compatible service. */
export interface ExternalObjectStoreOptions {
  kind: 'external';
  endpoint: string | null;
  region: string;
  bucket: string;
  forcePathStyle: boolean;
  /** Where objects are read; default the bucket's S3 URL (or endpoint/bucket with path style). */
  publicBaseUrl?: string;
  /** DEV (dev/stg store) or PROD (live): the signature key prefix the app uses. */
  environment: AppEnvironment;
  /** How the gateway signs its own calls; omitted = the AWS default chain (env, role). */
  serverCredentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * The IAM role the gateway assumes (STS) to give the app upload credentials
   * narrowed to one job's keys (docs/operating.md, "Object store").
   */
  uploadRoleArn: string;
  /** An STS-compatible endpoint; default AWS's regional STS. */
  stsEndpoint?: string;
}

/** Where the gateway's objects go. */
export type ObjectStoreOptions = LocalObjectStoreOptions | ExternalObjectStoreOptions;
