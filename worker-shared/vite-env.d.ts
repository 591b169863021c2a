/** Build-time settings read by the worker's wiring (worker/index.ts). */
interface ImportMetaEnv {
  /** Gateway base URL for DEV hosts (dev*, grp*, *localhost*); empty = same origin. */
  readonly VITE_GATEWAY_URL_DEV?: string;
  /** Gateway base URL for staging hosts (stg*); empty = same origin. */
  readonly VITE_GATEWAY_URL_STG?: string;
  /** Gateway base URL for every other host; empty = same origin. */
  readonly VITE_GATEWAY_URL_PROD?: string;
  /** OAuth client id; defaults to the dev client. */
  readonly VITE_CLIENT_ID?: string;
  /** OAuth client secret; defaults to the dev client's. */
  readonly VITE_CLIENT_SECRET?: string;
}
