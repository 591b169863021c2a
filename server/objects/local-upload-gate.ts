/**
 * The local store's front door: an HTTP server on the store's public port that
 * passes CORS preflights and reads of one object (GET, HEAD) to s3rver, refuses
 * every other read (a bucket listing in any form, …) 403 AccessDenied as the
 * production bucket does (public-read-rules.ts), and lets a write through
 * only as S3 would under an upload grant's session policy: a valid signature
 * by live grant credentials, a key under one of the grant's prefixes, no copy,
 * no delete, and objects created only with `If-None-Match: *` and only when
 * absent (412 otherwise); a body that does not match its x-amz-checksum-sha256
 * is refused 400 BadDigest, as S3 refuses it (the phone sends the
 * SHA-256 it took at capture). Refusals never reach s3rver. Opens a TCP port.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalUploadGrants } from './local-upload-grants';
import { createsObject, writeOperationOf, writeRefusal } from './upload-write-rules';
import { readRefusal } from './public-read-rules';
import { parseAuthorization, signatureMatches } from './signature-check';
import { BAD_DIGEST_MESSAGE, CHECKSUM_SHA256_HEADER, checksumHeaderMatches } from '../http/body-sha256';

/** How the gate is set up. */
export interface UploadGateOptions {
  /** s3rver's origin. */
  upstream: string;
  bucket: string;
  grants: LocalUploadGrants;
  now: () => Date;
  host: string;
  port: number;
}

/** A running gate. */
export interface UploadGate {
  endpoint: string;
  close(): Promise<void>;
}

const READS = new Set(['GET', 'HEAD']);
const DROPPED = new Set(['authorization', 'x-amz-security-token', 'host', 'connection', 'content-length']);
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, {
    'content-type': 'application/xml',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag',
  });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function forward(
  options: UploadGateOptions,
  req: IncomingMessage,
  res: ServerResponse,
  body: Uint8Array,
): Promise<void> {
  const headers = Object.fromEntries(Object.entries(headersOf(req)).filter(([name]) => !DROPPED.has(name)));
  const method = req.method ?? 'GET';
  const answer = await fetch(`${options.upstream}${req.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'content-encoding' && name !== 'transfer-encoding' && name !== 'connection')
      out[name] = value;
  });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  res.writeHead(answer.status, out);
  res.end(bytes);
}

async function objectExists(options: UploadGateOptions, path: string): Promise<boolean> {
  const head = await fetch(`${options.upstream}${path}`, { method: 'HEAD' });
  return head.status === 200;
}

async function handle(options: UploadGateOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') return forward(options, req, res, body);
  const headers = headersOf(req);
  const url = new URL(req.url ?? '/', `http://${headers.host ?? '127.0.0.1'}`);
  if (READS.has(method)) {
    const refusal = readRefusal(options.bucket, url);
    if (refusal) return refuse(res, refusal.status, refusal.code, refusal.message);
    return forward(options, req, res, body);
  }
  const auth = parseAuthorization(headers.authorization);
  const token = headers['x-amz-security-token'];
  const claims = token === undefined ? null : options.grants.verify(token, options.now());
  if (!auth || !claims) return refuse(res, 403, 'AccessDenied', 'Uploads need a live upload grant');
  const signed = await signatureMatches(
    { method, url, headers, body },
    auth,
    { ...claims, sessionToken: token ?? '' },
    options.now(),
  );
  if (!signed) return refuse(res, 403, 'SignatureDoesNotMatch', 'The request signature does not match');
  const refusal = writeRefusal({ method, url, headers, bucket: options.bucket, prefixes: claims.prefixes });
  if (refusal) return refuse(res, refusal.status, refusal.code, refusal.message);
  if (!checksumHeaderMatches(headers[CHECKSUM_SHA256_HEADER], body)) {
    return refuse(res, 400, 'BadDigest', BAD_DIGEST_MESSAGE);
  }
  const operation = writeOperationOf(method, url);
  if (operation && createsObject(operation) && (await objectExists(options, url.pathname))) {
    return refuse(res, 412, 'PreconditionFailed', 'An object already exists under this key');
  }
  return forward(options, req, res, body);
}

/** Starts the gate in front of s3rver. */
export function startUploadGate(options: UploadGateOptions): Promise<UploadGate> {
  const server: Server = createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, 500, 'InternalError', String(error).replace(/[<>&]/g, ''));
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        endpoint: `http://${options.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
