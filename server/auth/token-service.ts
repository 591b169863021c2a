/** Signed, expiring HS256 JWTs: user and client access tokens, and refresh tokens carrying a jti. */
import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type { ClientPrincipal, Principal, UserPrincipal } from './principal';
import { VerifiedTokens } from './verified-tokens';

const ISSUER = 'doorstep-gateway';

/** Lifetimes and the clock the tokens are stamped with. */
export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The most a refresh-token family lives from its password login. */
  refreshFamilyTtlSeconds: number;
  now: () => Date;
}

/** A signed token and its expiry. */
export interface SignedToken {
  token: string;
  expiresAt: Date;
}

/** A verified refresh token. */
export interface RefreshClaims {
  username: string;
  jti: string;
}

function text(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' ? value : null;
}

/** The principal a verified access token's claims name, or null when they are incomplete. */
function accessPrincipal(payload: JWTPayload): Principal | null {
  if (!payload.sub) return null;
  if (payload.kind === 'client') return { kind: 'client', clientId: payload.sub };
  const userType = text(payload, 'userType');
  const branch = text(payload, 'branch');
  const driverid = text(payload, 'driverid');
  if (payload.kind !== 'user' || userType === null || branch === null || driverid === null) return null;
  return { kind: 'user', username: payload.sub, userType, branch, driverid };
}

/** Signs and verifies the gateway's tokens. */
export class TokenService {
  /** Bumped by expireAccessTokens(); access tokens of an older generation are refused. */
  private accessGeneration = 0;
  /** Access tokens verified before (each is verified in full once). */
  private readonly verified = new VerifiedTokens();

  constructor(private readonly settings: TokenSettings) {}

  /** Ends every access token issued so far, as if it had expired (test routes only). */
  expireAccessTokens(): void {
    this.accessGeneration += 1;
  }

  private async sign(claims: JWTPayload, ttlSeconds: number, notAfter?: Date): Promise<SignedToken> {
    const issuedAt = Math.floor(this.settings.now().getTime() / 1000);
    const cap = notAfter === undefined ? Infinity : Math.floor(notAfter.getTime() / 1000);
    const expiresAt = Math.min(issuedAt + ttlSeconds, cap);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.settings.secret);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  private async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.settings.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.settings.now(),
      });
      return payload;
    } catch {
      return null;
    }
  }

  /** Seconds an access token lives. */
  get accessTokenTtlSeconds(): number {
    return this.settings.accessTokenTtlSeconds;
  }

  /** When a refresh-token family started now must end. */
  familyExpiry(): Date {
    return new Date(this.settings.now().getTime() + this.settings.refreshFamilyTtlSeconds * 1000);
  }

  /** An access token for a signed-in user. */
  signUserAccess(user: Omit<UserPrincipal, 'kind'>): Promise<SignedToken> {
    const claims = {
      typ: 'access',
      kind: 'user',
      sub: user.username,
      userType: user.userType,
      gen: this.accessGeneration,
    };
    return this.sign(
      { ...claims, branch: user.branch, driverid: user.driverid },
      this.settings.accessTokenTtlSeconds,
    );
  }

  /** An access token for an app that proved its client credentials. */
  signClientAccess(client: Omit<ClientPrincipal, 'kind'>): Promise<SignedToken> {
    return this.sign(
      { typ: 'access', kind: 'client', sub: client.clientId, gen: this.accessGeneration },
      this.settings.accessTokenTtlSeconds,
    );
  }

  /** A refresh token with a fresh jti and a fresh lifetime, ending no later than its family. */
  async signRefresh(username: string, familyExpiresAt: Date): Promise<SignedToken & { jti: string }> {
    const jti = randomUUID();
    const signed = await this.sign(
      { typ: 'refresh', sub: username, jti },
      this.settings.refreshTokenTtlSeconds,
      familyExpiresAt,
    );
    return { ...signed, jti };
  }

  /** The principal of a valid, unexpired access token, else null. */
  async verifyAccess(token: string): Promise<Principal | null> {
    const nowSeconds = Math.floor(this.settings.now().getTime() / 1000);
    const known = this.verified.principalOf(token, nowSeconds, this.accessGeneration);
    if (known) return known;
    const payload = await this.verify(token);
    if (!payload || payload.typ !== 'access' || !payload.sub) return null;
    if ((payload.gen ?? 0) !== this.accessGeneration) return null;
    const principal = accessPrincipal(payload);
    if (principal) {
      const { exp, nbf } = payload;
      this.verified.add(token, { principal, exp, nbf, generation: this.accessGeneration });
    }
    return principal;
  }

  /** The claims of a valid, unexpired refresh token, else null. */
  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify(token);
    if (!payload || payload.typ !== 'refresh' || !payload.sub || !payload.jti) return null;
    return { username: payload.sub, jti: payload.jti };
  }
}
