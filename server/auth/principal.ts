/** Who is calling: a signed-in user, or an app holding only a client-credentials token. */
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';

/** A user's access-token claims. */
export interface UserPrincipal {
  kind: 'user';
  username: string;
  userType: string;
  branch: string;
  driverid: string;
}

/** A client-credentials token (accepted only by login, registration and password reset). */
export interface ClientPrincipal {
  kind: 'client';
  clientId: string;
}

export type Principal = UserPrincipal | ClientPrincipal;

/** Product rule 6.1: Admin is the one user type with admin rights; any other is a driver. */
export function isAdminPrincipal(principal: UserPrincipal): boolean {
  return principal.userType === ADMIN_USER_TYPE;
}

/** The key idempotency records are filed under. */
export function principalKey(principal: Principal): string {
  return principal.kind === 'user'
    ? `user:${principal.username.toLowerCase()}`
    : `client:${principal.clientId}`;
}
