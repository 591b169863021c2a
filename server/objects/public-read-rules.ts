/**
 * What anyone may read from the store without a grant, as the production
 * bucket allows it (docs/operating.md, "A production bucket": public read of
 * objects, `s3:GetObject` and nothing else): a GET or HEAD of one object key in
 * the bucket. A bucket-level read (a listing in any form, the bucket's
 * location, policy, ACL, CORS, …), the service's bucket list, another bucket,
 * and an object's sub-resources (its ACL, tags, attributes, the parts of an
 * upload, …) are each another S3 action the public is not granted, so S3
 * answers 403 AccessDenied, signed or not. Pure: the local upload gate applies
 * it before anything reaches s3rver.
 */
import { keyOfPath } from './upload-write-rules';

/** An S3-style refusal of a read. */
export interface ReadRefusal {
  status: 403;
  code: 'AccessDenied';
  message: string;
}

/** Query parameters that turn a GET of an object into another action than GetObject. */
const OBJECT_SUB_RESOURCES = [
  'acl',
  'attributes',
  'legal-hold',
  'retention',
  'tagging',
  'torrent',
  'uploadId',
  'uploads',
  'versions',
  'list-type',
  'policy',
  'location',
  'cors',
] as const;

function denied(message: string): ReadRefusal {
  return { status: 403, code: 'AccessDenied', message };
}

/** Why a GET or HEAD may not be answered, or null for a read of one object. */
export function readRefusal(bucket: string, url: URL): ReadRefusal | null {
  const key = keyOfPath(bucket, url.pathname);
  if (key === null || key === '') return denied('Only objects may be read: the bucket is not listed');
  if (OBJECT_SUB_RESOURCES.some((name) => url.searchParams.has(name))) {
    return denied('Only an object itself may be read');
  }
  return null;
}
