/**
 * Single-flight token refresh: concurrent 401s share one /oauth/refreshToken
 * call, and with an origin-wide lock (refresh-lock.ts) the engine and the
 * service worker never exchange the same rotating refresh token twice.
 * Failures follow product rule 8.4 (400/404 or an "expired" Error end the session;
 * an answer without tokens reads "No response from API"). A refresh token the
 * gateway refused for good (expired, or its family revoked after a reuse) is
 * not sent again: later refreshes answer the same failure at once.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult, RefreshOutcome } from '../api/api-result';
import { clientFormCall } from './client-form-call';
import { unlocked } from './refresh-lock';
import type { Exclusive } from './refresh-lock';
import { readTokenAnswer } from './token-response';
import type { TokenStore } from './token-store';

/** The refresher's deps. */
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
  /** The last refresh token the gateway refused for good. */
  private refused: string | null = null;

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
    if (!refreshToken || refreshToken === this.refused) {
      return { ok: false, message: messages.loginExpired, tokenExpired: true };
    }
    const fields = { grant_type: 'refresh_token', refresh_token: refreshToken };
    const answer = readTokenAnswer(await deps.send(clientFormCall(apiPaths.refreshToken, deps, fields)));
    if (!answer.ok) {
      if (answer.tokenExpired) this.refused = refreshToken;
      return answer;
    }
    await deps.tokens.save({ access: answer.access, refresh: answer.refresh ?? refreshToken });
    return { ok: true };
  }
}
