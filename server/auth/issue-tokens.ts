/** Issues the token answers of /oauth/token and /oauth/refreshToken. */
import type { TokenResponse } from '@domain/gateway/api-shapes';
import type { Database } from '../db/database';
import type { UserRecord } from '../store/users';
import { recordRefreshToken, startRefreshFamily } from '../store/refresh-tokens';
import type { RefreshFamily } from '../store/refresh-tokens';
import type { TokenService } from './token-service';

/**
 * A user's access token and a fresh (recorded) refresh token: the next of the
 * given family (a rotation), or the first of a new one (a password login).
 */
export async function issueUserTokens(
  db: Database,
  tokens: TokenService,
  user: UserRecord,
  now: Date,
  family?: RefreshFamily,
): Promise<TokenResponse> {
  const access = await tokens.signUserAccess({
    username: user.username,
    userType: user.userType,
    branch: user.branch,
    driverid: user.driverid,
  });
  const { id: familyId, expiresAt } =
    family ?? (await startRefreshFamily(db, user.username, tokens.familyExpiry(), now));
  const refresh = await tokens.signRefresh(user.username, expiresAt);
  await recordRefreshToken(
    db,
    { jti: refresh.jti, username: user.username, familyId, expiresAt: refresh.expiresAt },
    now,
  );
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    token_type: 'bearer',
    expires_in: tokens.accessTokenTtlSeconds,
  };
}
