/** The job scope of a signed-in user: drivers see their branch and driver id, admins their branch. */
import { isAdminPrincipal } from '../auth/principal';
import type { UserPrincipal } from '../auth/principal';
import type { JobScope } from '../store/jobs';

/** Scope from the token's claims (never from request headers). */
export function jobScopeOf(user: UserPrincipal): JobScope {
  return { branch: user.branch, driverid: isAdminPrincipal(user) ? null : user.driverid };
}
