/**
 * The local store's stand-in for AWS STS: session credentials that carry their
 * own key prefixes and expiry in the session token, sealed with an HMAC key
 * only this process holds. The secret key is derived from the token, so the
 * upload gate in front of s3rver can check a request's signature with nothing
 * stored anywhere.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GrantCredentials, UploadGrantIssuer } from './upload-grant-issuer';

/** What a valid session token says. */
export interface GrantClaims {
  accessKeyId: string;
  secretAccessKey: string;
  prefixes: string[];
  expiresAt: Date;
}

interface TokenPayload {
  k: string;
  p: string[];
  e: number;
}

const VERSION = 'v1';

function isPayload(value: unknown): value is TokenPayload {
  const v = value as Partial<TokenPayload> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.k === 'string' &&
    typeof v.e === 'number' &&
    Array.isArray(v.p) &&
    v.p.every((p) => typeof p === 'string' && p !== '')
  );
}

/** Issues and checks the local store's upload credentials. */
export class LocalUploadGrants implements UploadGrantIssuer {
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  private mac(label: string, text: string): string {
    return createHmac('sha256', this.key).update(`${label}:${text}`).digest('base64url');
  }

  /** Credentials for the prefixes until expiresAt. */
  issue(prefixes: string[], expiresAt: Date): Promise<GrantCredentials> {
    const accessKeyId = `ASIALOCAL${randomBytes(8).toString('hex').toUpperCase()}`;
    const payload: TokenPayload = { k: accessKeyId, p: prefixes, e: expiresAt.getTime() };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sessionToken = `${VERSION}.${body}.${this.mac('token', body)}`;
    return Promise.resolve({
      accessKeyId,
      secretAccessKey: this.mac('secret', sessionToken),
      sessionToken,
      expiresAt,
    });
  }

  /** The claims of a session token this process sealed and that has not expired, else null. */
  verify(sessionToken: string, now: Date): GrantClaims | null {
    const [version, body, mac] = sessionToken.split('.');
    if (version !== VERSION || !body || !mac) return null;
    const expected = Buffer.from(this.mac('token', body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isPayload(payload) || payload.e <= now.getTime()) return null;
    return {
      accessKeyId: payload.k,
      secretAccessKey: this.mac('secret', sessionToken),
      prefixes: payload.p,
      expiresAt: new Date(payload.e),
    };
  }
}
