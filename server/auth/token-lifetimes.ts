/**
 * How long the gateway's tokens live (docs/security.md, "Token lifetimes"):
 * - an access token: one hour;
 * - a refresh token: 14 days from its issue, and every rotation issues the next
 *   one with a fresh 14 days, so a phone in daily use never notices while one
 *   left unused for a fortnight must log in again;
 * - a family (one password login and all its rotations): at most 60 days, the
 *   product's token life (product rule 9.4), however often it is renewed; it began at a login,
 *   so it usually ends near the same time of day, before a shift.
 */

const DAY = 24 * 60 * 60;

/** Default access-token lifetime: one hour. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Default refresh-token lifetime, renewed by each rotation: 14 days. */
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 14 * DAY;
/** Default cap on a refresh-token family from its password login: 60 days. */
export const DEFAULT_REFRESH_FAMILY_TTL_SECONDS = 60 * DAY;
