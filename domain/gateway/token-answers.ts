/**
 * The answers of the token and account calls as they cross the wire: the
 * engine and the service worker read them with these schemas
 * (worker-shared/auth/token-response.ts, worker/auth/login-flow.ts,
 * worker/auth/account-calls.ts), and the gateway's answers are typed by them.
 * An access token must be one a request header can carry (visible ASCII, at
 * most 8,192 characters): any other is read as missing, never kept to fail
 * every later call.
 */
import * as v from 'valibot';

/** The longest access token kept (a header the gateway must take on every call). */
export const ACCESS_TOKEN_MAX_CHARS = 8192;

/** Non-empty text. */
const someText = v.pipe(
  v.string(),
  v.check((text) => text !== ''),
);

/** Visible ASCII only, as a request header carries it. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** Non-blank text. */
const filledText = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== ''),
);

/** A field read only when it is what `schema` says: otherwise as if it were left out. */
function readWhenValid<const S extends v.GenericSchema>(schema: S) {
  return v.optional(v.fallback(v.optional(schema), undefined));
}

const optionalFilledText = readWhenValid(filledText);

/** A usable answer of POST /oauth/token (any grant) and /oauth/refreshToken. */
export const tokenAnswerSchema = v.object({
  // one check, not three actions: the engine and the service worker carry every action they use
  access_token: v.pipe(
    v.string(),
    v.check((token) => token.length <= ACCESS_TOKEN_MAX_CHARS && HEADER_SAFE.test(token)),
  ),
  // a client-credentials answer has none; one that is no text is read as none
  refresh_token: readWhenValid(someText),
  token_type: readWhenValid(v.string()),
  expires_in: readWhenValid(v.number()),
});

/** A token answer as read: the tokens to keep. */
export type TokenAnswerBody = v.InferOutput<typeof tokenAnswerSchema>;

/** The account answered to a login (POST /user-api/login) or a registration (POST /user-api/users). */
export const accountAnswerSchema = v.object({
  userType: filledText,
  userName: filledText,
  firstName: optionalFilledText,
  lastName: optionalFilledText,
  branch: optionalFilledText,
  driverid: optionalFilledText,
  companyName: optionalFilledText,
});

/** An account answer as read: what the reader fills in for a field left out is its own choice. */
export type AccountAnswer = v.InferOutput<typeof accountAnswerSchema>;
