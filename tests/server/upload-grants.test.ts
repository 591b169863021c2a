// Upload grants: what the local gate lets through (the same rules as the production session policy), the
// local grant tokens, and the production issuer's call to STS (an in-process STS stand-in answering
// AssumeRole as AWS does), so that the session policy sent is the one documented in docs/operating.md.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalUploadGrants } from '@server/objects/local-upload-grants';
import { StsUploadGrants } from '@server/objects/sts-upload-grants';
import { uploadSessionPolicy } from '@server/objects/upload-session-policy';
import { writeRefusal } from '@server/objects/upload-write-rules';

const prefixes = ['ORIG/DS-1-', 'SIGNATURE/DEV/DS-1-'];
const url = (path: string) => new URL(`http://127.0.0.1:9/doorstep-dev/${path}`);

describe('what a grant may write (upload-write-rules)', () => {
  it.each([
    ['PUT', 'ORIG/DS-1-damage-1.png', { 'if-none-match': '*' }, null],
    ['PUT', 'SIGNATURE/DEV/DS-1-0a1b2c3d-1.jpg', { 'if-none-match': '*' }, null],
    ['POST', 'ORIG/DS-1-damage-1.png?uploads', {}, null],
    ['PUT', 'ORIG/DS-1-damage-1.png?partNumber=1&uploadId=u', {}, null],
    ['POST', 'ORIG/DS-1-damage-1.png?uploadId=u', { 'if-none-match': '*' }, null],
    ['DELETE', 'ORIG/DS-1-damage-1.png?uploadId=u', {}, null],
    ['PUT', 'ORIG/DS-1-damage-1.png', {}, 'Evidence is never replaced: send If-None-Match: *'],
    ['POST', 'ORIG/DS-1-damage-1.png?uploadId=u', {}, 'Evidence is never replaced: send If-None-Match: *'],
    ['PUT', 'ORIG/DS-12-damage-1.png', { 'if-none-match': '*' }, 'This upload grant may not write this key'],
    [
      'PUT',
      'SIGNATURE/LIVE/DS-1-1.jpg',
      { 'if-none-match': '*' },
      'This upload grant may not write this key',
    ],
    ['PUT', 'ORIG%2FDS-1-x.png', { 'if-none-match': '*' }, null],
    [
      'PUT',
      'ORIG/DS-1-x.png',
      { 'if-none-match': '*', 'x-amz-copy-source': 'b/k' },
      'An upload grant may not copy',
    ],
    ['DELETE', 'ORIG/DS-1-damage-1.png', {}, 'An upload grant may not make this call'],
    ['POST', '?delete', {}, 'An upload grant may not make this call'],
    ['GET', 'ORIG/DS-1-damage-1.png', {}, 'An upload grant may not make this call'],
  ] as const)('%s %s %j → %s', (method, path, headers, refusal) => {
    const answer = writeRefusal({
      method,
      url: url(path),
      headers: { ...headers },
      bucket: 'doorstep-dev',
      prefixes,
    });
    expect(answer?.message ?? null).toBe(refusal);
    if (answer) expect(answer.status).toBe(403);
  });
});

describe('local grant tokens', () => {
  const grants = new LocalUploadGrants();
  const now = new Date('2026-11-24T10:00:00Z');
  const end = new Date('2026-11-24T10:15:00Z');

  it('carry their prefixes and expiry, sealed; the secret follows from the token', async () => {
    const issued = await grants.issue(prefixes, end);
    expect(grants.verify(issued.sessionToken, now)).toEqual({
      accessKeyId: issued.accessKeyId,
      secretAccessKey: issued.secretAccessKey,
      prefixes,
      expiresAt: end,
    });
    expect(grants.verify(issued.sessionToken, end)).toBeNull();
    const [v, body, mac] = issued.sessionToken.split('.');
    const widened = Buffer.from(
      JSON.stringify({ k: issued.accessKeyId, p: ['ORIG/'], e: end.getTime() }),
    ).toString('base64url');
    expect(grants.verify(`${v}.${widened}.${mac}`, now)).toBeNull();
    expect(grants.verify(`${v}.${body}`, now)).toBeNull();
    expect(new LocalUploadGrants().verify(issued.sessionToken, now)).toBeNull();
  });
});

describe('production grants through STS', () => {
  const calls: URLSearchParams[] = [];
  const sts = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      calls.push(new URLSearchParams(text));
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(`<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult>
        <Credentials><AccessKeyId>ASIATEST</AccessKeyId><SecretAccessKey>secret</SecretAccessKey>
        <SessionToken>token</SessionToken><Expiration>2026-11-24T10:15:00Z</Expiration></Credentials>
        <AssumedRoleUser><Arn>arn:aws:sts::1:assumed-role/upload/s</Arn><AssumedRoleId>A:s</AssumedRoleId></AssumedRoleUser>
        </AssumeRoleResult><ResponseMetadata><RequestId>r</RequestId></ResponseMetadata></AssumeRoleResponse>`);
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => sts.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(sts.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => sts.close(() => resolve())));

  it('assumes the upload role for 15 minutes with the job-scoped, create-only session policy', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const issuer = new StsUploadGrants({
      roleArn: 'arn:aws:iam::123456789012:role/doorstep-upload',
      bucket: 'doorstep-live',
      region: 'eu-west-1',
      endpoint,
      credentials: { accessKeyId: 'gateway', secretAccessKey: 'gateway-secret' },
      now: () => now,
    });
    const grant = await issuer.issue(prefixes, new Date('2026-11-24T10:15:00Z'));
    issuer.close();
    expect(grant).toEqual({
      accessKeyId: 'ASIATEST',
      secretAccessKey: 'secret',
      sessionToken: 'token',
      expiresAt: new Date('2026-11-24T10:15:00Z'),
    });
    const [call] = calls;
    expect(call?.get('Action')).toBe('AssumeRole');
    expect(call?.get('RoleArn')).toBe('arn:aws:iam::123456789012:role/doorstep-upload');
    expect(call?.get('DurationSeconds')).toBe('900');
    expect(JSON.parse(call?.get('Policy') ?? '{}')).toEqual(uploadSessionPolicy('doorstep-live', prefixes));
  });

  it('the session policy: create-once on the two prefixes, multipart steps exempt, abort allowed, nothing else', () => {
    const policy = uploadSessionPolicy('b', prefixes);
    const arns = ['arn:aws:s3:::b/ORIG/DS-1-*', 'arn:aws:s3:::b/SIGNATURE/DEV/DS-1-*'];
    expect(policy.Statement).toEqual([
      {
        Sid: 'CreateEvidenceOnce',
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: arns,
        Condition: { Null: { 's3:if-none-match': 'false' } },
      },
      {
        Sid: 'MultipartSteps',
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: arns,
        Condition: { Bool: { 's3:ObjectCreationOperation': 'false' } },
      },
      { Sid: 'AbandonOwnUpload', Effect: 'Allow', Action: 's3:AbortMultipartUpload', Resource: arns },
    ]);
  });
});
