/** The one registered OAuth client (the web app), compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** A client id and secret. */
export interface ClientCredentials {
  id: string;
  secret: string;
}

/** The development client of the README. */
export const DEV_CLIENT: ClientCredentials = { id: 'doorstep-web', secret: 'doorstep-dev-secret' };

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when the given id and secret are the registered client's. */
export function clientCredentialsMatch(
  registered: ClientCredentials,
  id: string | undefined,
  secret: string | undefined,
): boolean {
  if (id === undefined || secret === undefined) return false;
  const idOk = timingSafeEqual(digest(id), digest(registered.id));
  const secretOk = timingSafeEqual(digest(secret), digest(registered.secret));
  return idOk && secretOk;
}
