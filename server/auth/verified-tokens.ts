/**
 * Access tokens the gateway has already verified, so that a driver's token is verified (HS256 signature,
 * issuer, claims) once and not on every call (docs/performance.md). Keyed by the SHA-256 of the whole
 * token text (no bearer token sits in the heap as a key, for a heap dump to show), an
 * entry keeps the principal the token names, its time limits and its generation. A hit counts only on
 * the terms a fresh verification would set at that moment: not expired ("exp" after now, in whole
 * seconds as jose reads it), not before its "nbf", and of the current generation (test routes can end
 * every token). Only tokens that verified are ever kept, so a forged one is always verified in full; at
 * most MAX_ENTRIES are kept, the oldest leaving first.
 */
import { createHash } from 'node:crypto';
import type { Principal } from './principal';

const MAX_ENTRIES = 10_000;

/** What a verified token said. */
export interface VerifiedToken {
  principal: Principal;
  /** Expiry, epoch seconds (absent: none). */
  exp?: number;
  /** Not before, epoch seconds (absent: none). */
  nbf?: number;
  /** The access-token generation it was issued in. */
  generation: number;
}

function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

/** The cache. */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly maxEntries: number = MAX_ENTRIES) {}

  /** The principal of a token verified before that is still valid at `nowSeconds`, else undefined. */
  principalOf(token: string, nowSeconds: number, generation: number): Principal | undefined {
    const key = keyOf(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const expired = entry.exp !== undefined && entry.exp <= nowSeconds;
    const early = entry.nbf !== undefined && entry.nbf > nowSeconds;
    if (expired || early || entry.generation !== generation) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.principal;
  }

  /** Keeps a token that has just verified. */
  add(token: string, verified: VerifiedToken): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyOf(token), { ...verified, principal: Object.freeze({ ...verified.principal }) });
  }
}
