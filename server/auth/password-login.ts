/**
 * The password check of both login calls (/oauth/token's password grant and
 * /user-api/login) under the login limits: wrong passwords count per
 * (username, client address) pair, per username (a high ceiling) and per client
 * address; a right one clears the pair's count.
 */
import type { Context } from 'hono';
import type { GatewayServices } from '../gateway-services';
import { clientAddress } from '../http/client-address';
import { findUser } from '../store/users';
import type { UserRecord } from '../store/users';
import { spendPasswordCheckTime, verifyPassword } from './password-hash';
import { countAttempt, guessedFromAddress } from './rate-limiter';
import type { Refusal } from './rate-limiter';
import { rateLimits } from './rate-limits';

/** The account, a wrong username or password, or a refusal (too many failures). */
export type PasswordLogin =
  { kind: 'ok'; user: UserRecord } | { kind: 'wrong' } | { kind: 'limited'; refusal: Refusal };

/** Checks the username and password; unknown usernames take as long as known ones. */
export async function checkPasswordLogin(
  c: Context,
  services: GatewayServices,
  credentials: { username: string; password: string },
): Promise<PasswordLogin> {
  const { db } = services;
  const username = credentials.username.trim().toLowerCase();
  const address = clientAddress(c, services.trustProxy);
  const outcome = await countAttempt(db, services.now(), [
    { limit: rateLimits.loginPerUsernameAndAddress, subject: guessedFromAddress(address, username) },
    { limit: rateLimits.loginPerUsername, subject: username },
    { limit: rateLimits.loginPerAddress, subject: address },
  ]);
  if (!outcome.ok) return { kind: 'limited', refusal: outcome.refusal };
  const user = credentials.username ? await findUser(db, credentials.username) : null;
  if (!user) {
    await spendPasswordCheckTime(credentials.password);
    return { kind: 'wrong' };
  }
  if (!(await verifyPassword(credentials.password, user.passwordHash))) return { kind: 'wrong' };
  await outcome.attempt.succeeded();
  return { kind: 'ok', user };
}
