/**
 * The IAM session policy of an upload grant in production: the assumed role's
 * own policy is narrowed to the job's key prefixes, and objects may only be
 * created, never replaced (PutObject and CompleteMultipartUpload must carry
 * `If-None-Match: *`; the multipart steps that cannot carry it are exempt).
 * No read, list or delete: objects are read through the bucket's public URL.
 */

/** An IAM policy document. */
export interface PolicyDocument {
  Version: '2012-10-17';
  Statement: {
    Sid: string;
    Effect: 'Allow';
    Action: string;
    Resource: string[];
    Condition?: Record<string, Record<string, string>>;
  }[];
}

/** The resource ARNs of the prefixes in the bucket ('arn:aws:s3:::{bucket}/{prefix}*'). */
export function prefixArns(bucket: string, prefixes: readonly string[]): string[] {
  return prefixes.map((prefix) => `arn:aws:s3:::${bucket}/${prefix}*`);
}

/** The session policy that lets a grant create objects under the prefixes, once each. */
export function uploadSessionPolicy(bucket: string, prefixes: readonly string[]): PolicyDocument {
  const resources = prefixArns(bucket, prefixes);
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'CreateEvidenceOnce',
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: resources,
        Condition: { Null: { 's3:if-none-match': 'false' } },
      },
      {
        Sid: 'MultipartSteps',
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: resources,
        Condition: { Bool: { 's3:ObjectCreationOperation': 'false' } },
      },
      { Sid: 'AbandonOwnUpload', Effect: 'Allow', Action: 's3:AbortMultipartUpload', Resource: resources },
    ],
  };
}
