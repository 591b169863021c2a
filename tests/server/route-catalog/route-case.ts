/** What the route catalog says about one route, and how its valid request is put on the wire. */
import type { RouteFixture } from './fixture';

/** Who a route lets in (the matrix's "who may call" column). */
export type Access =
  | 'public'
  | 'client secret in the form'
  | 'refresh token in the form'
  | 'client or user token'
  | 'user token'
  | 'driver token'
  | 'admin token'
  | 'tracking token in the path'
  | 'none (test routes are not mounted in production)';

/** How the body is sent. */
export type BodyKind = 'none' | 'json' | 'form' | 'image';

/** Whose branch/driverid headers go with a request: the caller's own, demo.driver's, or none. */
export type IdentityHeaders = 'caller' | 'owner' | 'none';

/** One route and the valid request the app sends to it. */
export interface RouteCase {
  /** The matrix row: method, path template and, where it matters, what the request names. */
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path with `{name}` placeholders, e.g. '/postcodes/{postcode}'. */
  template: string;
  access: Access;
  /** The placeholders' real values (unencoded), in order. */
  segments(f: RouteFixture): string[];
  query(f: RouteFixture): Record<string, string>;
  bodyKind: BodyKind;
  /** A JSON value, form fields (a string record), or image bytes. */
  body(f: RouteFixture): unknown;
  identity: IdentityHeaders;
  /** Other request headers the app sends with it (If-Match, Doorstep-Saved-At), by name. */
  headers(f: RouteFixture): Record<string, string>;
  /**
   * Set on a capability link (the token in its path is the only key): why its answer shows a job outside
   * the caller's scope. The matrix then checks its statuses but not its answer for other scopes' data.
   */
  capability?: string;
  /** Tables a refused request may rightly change on this route (the fuzz ignores them here), and why. */
  mayChangeWhenRefused?: readonly string[];
  /** What a refusal is: JSON with a message (every API call), or an HTML page (the customer's tracking page). */
  refusals?: 'json' | 'html page';
}

/** A route with defaults for the fields most routes leave empty. */
export function route(
  fields: Pick<RouteCase, 'label' | 'method' | 'template' | 'access'> & Partial<RouteCase>,
): RouteCase {
  return {
    segments: () => [],
    query: () => ({}),
    bodyKind: 'none',
    body: () => undefined,
    identity: 'none',
    headers: () => ({}),
    ...fields,
  };
}

/** The template with each placeholder replaced by the given (already encoded) segment. */
export function fillTemplate(template: string, segments: readonly string[]): string {
  let i = 0;
  return template.replace(/\{[^}]+\}/g, () => segments[i++] ?? '');
}

/** A request on the wire (the Authorization header is added by the caller). */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** The content type an image upload's query names. */
function imageType(query: Record<string, string>): string {
  return query.contentType === 'jpeg' ? 'image/jpeg' : 'image/png';
}

/** The body and its content type, as the app sends them. */
export function encodeBody(
  kind: BodyKind,
  body: unknown,
  query: Record<string, string>,
): { body?: string | Uint8Array<ArrayBuffer>; contentType?: string } {
  if (kind === 'json') return { body: JSON.stringify(body), contentType: 'application/json' };
  if (kind === 'form') {
    const fields = new URLSearchParams(body as Record<string, string>);
    return { body: fields.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (kind === 'image') return { body: body as Uint8Array<ArrayBuffer>, contentType: imageType(query) };
  return {};
}

/** The route's valid request for the fixture, with the given identity headers. */
export async function validRequest(
  route: RouteCase,
  f: RouteFixture,
  identity: Record<string, string>,
): Promise<WireRequest> {
  const path = fillTemplate(route.template, route.segments(f).map(encodeURIComponent));
  const query = route.query(f);
  const search = new URLSearchParams(query).toString();
  const { body, contentType } = encodeBody(route.bodyKind, await route.body(f), query);
  return {
    method: route.method,
    path: search ? `${path}?${search}` : path,
    headers: { ...route.headers(f), ...identity, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  };
}
