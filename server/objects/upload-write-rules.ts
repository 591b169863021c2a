/**
 * What an upload grant lets through, as the production session policy
 * (upload-session-policy.ts) does in S3: the five multipart/put operations on a
 * key under one of the grant's prefixes; no copy; and the operations that
 * create an object (PutObject, CompleteMultipartUpload) only with
 * `If-None-Match: *`. Pure: the local upload gate applies it.
 */

/** The write operations a grant may make. */
export type WriteOperation =
  'put-object' | 'create-multipart' | 'upload-part' | 'complete-multipart' | 'abort-multipart';

/** An S3-style refusal. */
export interface WriteRefusal {
  status: 403;
  code: 'AccessDenied';
  message: string;
}

/** The request as the rules see it. */
export interface WriteRequest {
  method: string;
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string>;
  bucket: string;
  prefixes: readonly string[];
}

/** Which write a request is, or null for any other (a delete, a bucket call, …). */
export function writeOperationOf(method: string, url: URL): WriteOperation | null {
  const query = url.searchParams;
  if (method === 'PUT') return query.has('uploadId') ? 'upload-part' : 'put-object';
  if (method === 'POST' && query.has('uploads')) return 'create-multipart';
  if (method === 'POST' && query.has('uploadId')) return 'complete-multipart';
  if (method === 'DELETE' && query.has('uploadId')) return 'abort-multipart';
  return null;
}

/** True for the operations after which an object exists under the key. */
export function createsObject(operation: WriteOperation): boolean {
  return operation === 'put-object' || operation === 'complete-multipart';
}

/** The key a path-style URL names in the bucket, or null. */
export function keyOfPath(bucket: string, pathname: string): string | null {
  const prefix = `/${bucket}/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
}

function denied(message: string): WriteRefusal {
  return { status: 403, code: 'AccessDenied', message };
}

/** Why the grant may not make this write, or null when it may. */
export function writeRefusal(request: WriteRequest): WriteRefusal | null {
  const operation = writeOperationOf(request.method, request.url);
  if (!operation) return denied('An upload grant may not make this call');
  const key = keyOfPath(request.bucket, request.url.pathname);
  if (key === null || !request.prefixes.some((prefix) => key.startsWith(prefix))) {
    return denied('This upload grant may not write this key');
  }
  if (request.headers['x-amz-copy-source'] !== undefined) return denied('An upload grant may not copy');
  if (createsObject(operation) && request.headers['if-none-match'] !== '*') {
    return denied('Evidence is never replaced: send If-None-Match: *');
  }
  return null;
}
