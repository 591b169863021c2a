/**
 * Single-flight token refresh: concurrent 401s share one /oauth/refreshToken
 * call, and with an origin-wide lock (auth/refresh-lock.ts) the engine and the
 * service worker never exchange the same rotating refresh token twice.
 * Failures follow spec §8 (400/404 or an "expired" Error end the session;
 * an answer without tokens reads "No response from API").
 */
import { apiPaths } from '../../src/domain/api-shapes';
import { messages } from '../../src/domain/messages';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult, RefreshOutcome } from '../api/api-result';
import { unlocked } from './refresh-lock';
import type { Exclusive } from './refresh-lock';
import { readTokenAnswer } from './token-response';
import type { TokenStore } from './token-store';

/** The refresher's world. */
export interface TokenRefresherDeps {
  send(call: ApiRequest): Promise<ApiResult>;
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  /** Held from reading the stored refresh token to storing its successor; default: none. */
  exclusive?: Exclusive;
}

/** Refreshes the session's tokens, one call at a time. */
export class TokenRefresher {
  private inFlight: Promise<RefreshOutcome> | null = null;

  constructor(private readonly deps: TokenRefresherDeps) {}

  /** Joins the refresh in flight, or starts one. */
  refresh(): Promise<RefreshOutcome> {
    const exclusive = this.deps.exclusive ?? unlocked;
    this.inFlight ??= exclusive(() => this.run()).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(): Promise<RefreshOutcome> {
    const { deps } = this;
    const refreshToken = await deps.tokens.refreshToken();
    if (!refreshToken) return { ok: false, message: messages.loginExpired, tokenExpired: true };
    const answer = readTokenAnswer(
      await deps.send({
        method: 'POST',
        path: apiPaths.refreshToken,
        auth: { kind: 'none' },
        body: {
          kind: 'form',
          fields: {
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
            client_id: deps.clientId,
            client_secret: deps.clientSecret,
          },
        },
      }),
    );
    if (!answer.ok) return answer;
    await deps.tokens.save({ access: answer.access, refresh: answer.refresh ?? refreshToken });
    return { ok: true };
  }
}
