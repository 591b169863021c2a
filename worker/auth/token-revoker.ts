/**
 * Logout and Change CDC end the session's refresh-token family at the gateway
 * (POST /oauth/revoke). The token is first kept in kv ("tokens to revoke") and
 * then sent; when it cannot be sent now (offline, no answer, a 5xx) it is sent
 * at the next start or when the connection returns. Any other answer settles a
 * token (RFC 7009: 200 whether or not the token was known). Only tokens are
 * involved: the outbox and the photos are never touched here.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';
import { SerialQueue } from '@worker-shared/serial-queue';
import { clientFormCall } from '@worker-shared/auth/client-form-call';
import type { OAuthClient } from '@worker-shared/auth/client-form-call';

/** Refresh tokens of ended sessions the gateway has not yet been told about. */
export const tokensToRevokeKey = kvKey<string[]>('tokensToRevoke');

/** The most tokens kept (the newest); older ones expire at the gateway anyway. */
const MAX_KEPT_TOKENS = 10;

/** What the revoker needs. */
export interface TokenRevokerDeps extends OAuthClient {
  storage: EngineStorage;
  send(call: ApiRequest): Promise<ApiResult>;
  online(): boolean;
}

/** Keeps and sends the tokens of ended sessions. */
export class TokenRevoker {
  /** Serialises changes to the kept list. */
  private readonly edits = new SerialQueue();
  private sending: Promise<void> | null = null;

  constructor(private readonly deps: TokenRevokerDeps) {}

  /** Keeps a refresh token to revoke (before the session forgets it). */
  keep(token: string): Promise<void> {
    return this.edit((kept) => [...kept.filter((t) => t !== token), token].slice(-MAX_KEPT_TOKENS));
  }

  /** Sends every kept token when online; joins a sending already under way. */
  sendKept(): Promise<void> {
    if (!this.deps.online()) return Promise.resolve();
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    const { deps } = this;
    const tried = new Set<string>();
    for (;;) {
      // Read afresh each time: a session may end while a token is on its way.
      const token = ((await deps.storage.get(tokensToRevokeKey)) ?? []).find((t) => !tried.has(t));
      if (token === undefined) return;
      tried.add(token);
      const fields = { token, token_type_hint: 'refresh_token' };
      const result = await deps.send(clientFormCall(apiPaths.revoke, deps, fields));
      // Out of reach or failing: this token and the rest wait for the next try.
      if (!result.ok && (result.network === true || result.status >= 500)) return;
      await this.edit((kept) => kept.filter((t) => t !== token));
    }
  }

  private edit(change: (kept: string[]) => string[]): Promise<void> {
    const { storage } = this.deps;
    return this.edits.run(async () => {
      const kept = change((await storage.get(tokensToRevokeKey)) ?? []);
      if (kept.length > 0) await storage.set(tokensToRevokeKey, kept);
      else await storage.remove(tokensToRevokeKey);
    });
  }
}
