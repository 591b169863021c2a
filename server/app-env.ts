/** The Hono environment of the gateway: what middleware puts on the context. */
import type { Principal } from './auth/principal';

/** Context variables set by the auth middleware. */
export interface GatewayEnv {
  Variables: {
    principal: Principal;
  };
}
