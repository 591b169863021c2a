/**
 * What one fuzz run changes in a route's valid request (its caller, path
 * segments, query, headers and body), chosen by fast-check.
 */
import fc from 'fast-check';
import {
  contentType,
  headerText,
  instantText,
  revisionTagText,
  hostileJson,
  hostileRawBody,
  hostileText,
  hostileUrlPart,
} from './fuzz-arbitraries';
import type { RouteCase } from './route-catalog/route-case';

/** A route's valid request, kept in parts so each part can be changed. */
export interface BaseRequest {
  route: RouteCase;
  segments: string[];
  query: Record<string, string>;
  /** The route's other request headers (If-Match, Doorstep-Saved-At), names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

/** The signed-in callers: demo.driver (D100, branch 1), the app's client token, demo.admin (branch 1). */
export type SignedInCaller = 'driver' | 'client' | 'admin';

/** Who sends the run's request: a signed-in caller, or a garbage token. */
export type FuzzCaller = { kind: SignedInCaller } | { kind: 'garbage'; token: string };

/** A signed-in caller's bearer token and the identity headers (branch, driverid) it sends. */
export interface FuzzCredentials {
  token: string;
  identity: Record<string, string>;
}

/** The credentials of each signed-in caller. */
export type FuzzCallers = Record<SignedInCaller, FuzzCredentials>;

/** How a run changes the body. */
export type BodyChange =
  | { kind: 'keep' }
  | { kind: 'raw'; body: string | Uint8Array<ArrayBuffer> }
  | { kind: 'set'; path: string[]; value: unknown }
  | { kind: 'drop'; path: string[] }
  | { kind: 'deep field'; depth: number };

/** How a run changes the query string. */
export type QueryChange =
  { kind: 'keep' } | { kind: 'set'; key: string; value: string } | { kind: 'raw'; raw: string };

/** The names of the headers the fuzz changes; null drops the header. */
export const FUZZED_HEADERS = [
  'idempotency-key',
  'branch',
  'driverid',
  'content-type',
  'if-match',
  'doorstep-saved-at',
] as const;

/** What one run changes. */
export interface FuzzCase {
  caller: FuzzCaller;
  segments: string[] | null;
  query: QueryChange;
  headers: Partial<Record<(typeof FUZZED_HEADERS)[number], string | null>>;
  body: BodyChange;
}

/** Every path to a leaf of a JSON value (object keys and array indexes), at most 5 deep. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (prefix.length >= 5 || typeof value !== 'object' || value === null) return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const below = entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  return prefix.length ? [prefix, ...below] : below;
}

/** The run's caller; an admin-only route mostly gets the admin, or its own code would never run past 403. */
function caller(route: RouteCase): fc.Arbitrary<FuzzCaller> {
  const signedIn = (kind: SignedInCaller, weight: number) => ({
    weight,
    arbitrary: fc.constant({ kind }),
  });
  return fc.oneof(
    signedIn('driver', 1),
    signedIn('client', 1),
    signedIn('admin', route.access === 'admin token' ? 4 : 1),
    { weight: 1, arbitrary: headerText.map((token) => ({ kind: 'garbage' as const, token })) },
  );
}

function bodyChange(base: BaseRequest): fc.Arbitrary<BodyChange> {
  // fetch sends no body with a GET.
  if (base.route.method === 'GET') return fc.constant({ kind: 'keep' as const });
  const paths = base.route.bodyKind === 'image' ? [] : leafPaths(base.body);
  const form = base.route.bodyKind === 'form';
  const rawForm = fc
    .array(fc.tuple(hostileUrlPart, hostileUrlPart), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const changes: fc.Arbitrary<BodyChange>[] = [
    fc.constant({ kind: 'keep' as const }),
    fc.oneof(hostileRawBody, rawForm).map((body) => ({ kind: 'raw' as const, body })),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    const value = form ? hostileText : hostileJson;
    changes.push(fc.record({ kind: fc.constant('set' as const), path, value }));
    changes.push(fc.record({ kind: fc.constant('drop' as const), path }));
  }
  if (base.route.bodyKind === 'json') {
    changes.push(fc.constantFrom(100, 10_000).map((depth) => ({ kind: 'deep field' as const, depth })));
  }
  return fc.oneof(...changes);
}

const queryChange = (base: BaseRequest): fc.Arbitrary<QueryChange> =>
  fc.oneof(
    fc.constant({ kind: 'keep' as const }),
    fc.record({
      kind: fc.constant('set' as const),
      key: fc.oneof(fc.constantFrom(...Object.keys(base.query), 'date', 'status', 'objectKey'), headerText),
      value: hostileUrlPart,
    }),
    fc
      .array(fc.tuple(hostileUrlPart, hostileUrlPart), { maxLength: 4 })
      .map((pairs) => ({ kind: 'raw' as const, raw: pairs.map(([k, v]) => `${k}=${v}`).join('&') })),
  );

/** The run's changes for a route's valid request. */
export function fuzzCase(base: BaseRequest): fc.Arbitrary<FuzzCase> {
  const segments =
    base.segments.length === 0
      ? fc.constant(null)
      : fc.option(
          fc.array(hostileUrlPart, { minLength: base.segments.length, maxLength: base.segments.length }),
          {
            nil: null,
          },
        );
  const header = (value: fc.Arbitrary<string>) =>
    fc.option(fc.option(value, { nil: null }), { nil: undefined });
  return fc.record({
    caller: caller(base.route),
    segments,
    query: queryChange(base),
    headers: fc.record(
      {
        'idempotency-key': header(headerText),
        branch: header(headerText),
        driverid: header(headerText),
        'content-type': header(contentType),
        'if-match': header(fc.oneof(revisionTagText, headerText)),
        'doorstep-saved-at': header(fc.oneof(instantText, headerText)),
      },
      { requiredKeys: [] },
    ),
    body: bodyChange(base),
  });
}
