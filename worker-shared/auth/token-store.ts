/** Access and refresh tokens in the kv store, each with a 60-day life (product rule 9.4, architecture rule 6). */
import { TOKEN_LIFETIME_DAYS } from '@domain/app/constants';
import { kvKey } from '../db/kv-key';
import type { EngineStorage } from '../db/storage';

/** A stored token and when it stops counting (ms since the epoch). */
export interface StoredToken {
  value: string;
  expiresAt: number;
}

/** The kv keys of the two tokens (the service worker reads them too). */
export const tokenKeys = {
  access: kvKey<StoredToken>('accessToken'),
  refresh: kvKey<StoredToken>('refreshToken'),
};

const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Reads and writes the session's tokens; an expired token reads as missing. */
export class TokenStore {
  constructor(
    private readonly storage: EngineStorage,
    private readonly now: () => number,
  ) {}

  /** The access token, or null when missing or expired. */
  accessToken(): Promise<string | null> {
    return this.read(tokenKeys.access);
  }

  /** The refresh token, or null when missing or expired. */
  refreshToken(): Promise<string | null> {
    return this.read(tokenKeys.refresh);
  }

  /** Stores both tokens with a fresh 60-day life. */
  async save(tokens: { access: string; refresh: string }): Promise<void> {
    const expiresAt = this.now() + TOKEN_LIFETIME_MS;
    await this.storage.set(tokenKeys.access, { value: tokens.access, expiresAt });
    await this.storage.set(tokenKeys.refresh, { value: tokens.refresh, expiresAt });
  }

  /** Removes both tokens. */
  clear(): Promise<void> {
    return this.storage.remove(tokenKeys.access, tokenKeys.refresh);
  }

  private async read(key: (typeof tokenKeys)['access']): Promise<string | null> {
    const stored = await this.storage.get(key);
    return stored && stored.expiresAt > this.now() ? stored.value : null;
  }
}
