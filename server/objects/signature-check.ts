/**
 * Checks an incoming S3 request's AWS Signature Version 4 (the Authorization
 * header form the SDK sends) against the secret key of its credentials: the
 * request is signed again with @smithy/signature-v4 over exactly the headers
 * the client signed, and the two signatures compared in constant time. The
 * payload hash header is checked against the body the gate received.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of an `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header. */
export interface SignedAuthorization {
  accessKeyId: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** A received request as the gate saw it. */
export interface ReceivedRequest {
  method: string;
  /** The raw path (percent-encoded as sent) and query. */
  url: URL;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const UNSIGNED = new Set(['UNSIGNED-PAYLOAD']);

/** The Authorization header's parts, or null when it is not a SigV4 header. */
export function parseAuthorization(header: string | undefined): SignedAuthorization | null {
  const m = AUTHORIZATION.exec(header?.trim() ?? '');
  if (!m?.[1] || !m[3] || !m[4] || !m[5] || !m[6]) return null;
  return { accessKeyId: m[1], region: m[3], service: m[4], signedHeaders: m[5].split(';'), signature: m[6] };
}

/** node:crypto as the signer's hash constructor. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

function signingDate(amzDate: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate ?? '');
  if (!m) return null;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

/** True when the body matches the signed payload hash (or the payload was declared unsigned). */
function payloadMatches(request: ReceivedRequest): boolean {
  const declared = request.headers['x-amz-content-sha256'];
  if (declared === undefined || UNSIGNED.has(declared)) return true;
  return createHash('sha256').update(request.body).digest('hex') === declared;
}

/** True when the request carries a valid signature by these credentials, made within the skew. */
export async function signatureMatches(
  request: ReceivedRequest,
  auth: SignedAuthorization,
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string },
  now: Date,
  maxSkewMs = 15 * 60 * 1000,
): Promise<boolean> {
  const date = signingDate(request.headers['x-amz-date']);
  if (!date || Math.abs(now.getTime() - date.getTime()) > maxSkewMs) return false;
  if (auth.accessKeyId !== credentials.accessKeyId || !payloadMatches(request)) return false;
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return false;
    headers[name] = value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) query[name] = value;
  const signer = new SignatureV4({
    credentials,
    region: auth.region,
    service: auth.service,
    sha256: NodeSha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: request.url.protocol,
      hostname: request.url.hostname,
      port: request.url.port ? Number(request.url.port) : undefined,
      path: request.url.pathname,
      query,
      headers,
    },
    { signingDate: date, signingRegion: auth.region, signingService: auth.service },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
  return (
    expected.length === auth.signature.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(auth.signature))
  );
}
