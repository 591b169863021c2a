/** A fuzz run's request: the route's valid request with the run's changes applied. */
import { deeplyNested } from './fuzz-arbitraries';
import { FUZZED_HEADERS } from './fuzz-cases';
import type { BaseRequest, BodyChange, FuzzCallers, FuzzCase, QueryChange } from './fuzz-cases';
import type { WireRequest } from './route-catalog/route-case';
import { encodeBody, fillTemplate } from './route-catalog/route-case';

function changed(
  value: unknown,
  path: readonly string[],
  leaf: (parent: Record<string, unknown>, key: string) => void,
) {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  leaf(parent, path[path.length - 1] ?? '');
  return copy;
}

function changedBody(base: BaseRequest, change: BodyChange): string | Uint8Array<ArrayBuffer> | undefined {
  const encode = (value: unknown) => encodeBody(base.route.bodyKind, value, base.query).body;
  switch (change.kind) {
    case 'keep':
      return encode(base.body);
    case 'raw':
      return change.body;
    case 'set':
      return encode(changed(base.body, change.path, (parent, key) => (parent[key] = change.value)));
    case 'drop':
      return encode(changed(base.body, change.path, (parent, key) => delete parent[key]));
    case 'deep field': {
      const marked = JSON.stringify(
        Array.isArray(base.body) ? { items: base.body, deep: 0 } : { ...(base.body as object), deep: 0 },
      );
      return marked.replace('"deep":0', `"deep":${deeplyNested(change.depth, 'object')}`);
    }
  }
}

/** The query string as sent: the valid one, one value replaced by already-encoded garbage, or raw garbage. */
function changedQuery(valid: Record<string, string>, change: QueryChange): string {
  if (change.kind === 'raw') return change.raw;
  const kept = new URLSearchParams(valid);
  if (change.kind === 'keep') return kept.toString();
  kept.delete(change.key);
  const rest = kept.toString();
  return `${rest ? `${rest}&` : ''}${encodeURIComponent(change.key)}=${change.value}`;
}

/**
 * The request of a run, with the Authorization header of its caller and the caller's identity headers
 * (demo.driver's for a garbage token, the client token and a route that names the owner's).
 */
export function fuzzRequest(base: BaseRequest, run: FuzzCase, callers: FuzzCallers): WireRequest {
  const own = run.caller.kind === 'garbage' ? callers.driver : callers[run.caller.kind];
  const identity = base.route.identity === 'owner' ? callers.driver.identity : own.identity;
  const path = fillTemplate(base.route.template, run.segments ?? base.segments.map(encodeURIComponent));
  const query = changedQuery(base.query, run.query);
  const headers: Record<string, string> = { ...base.headers, ...identity };
  const type = encodeBody(base.route.bodyKind, base.body, base.query).contentType;
  if (type) headers['content-type'] = type;
  for (const name of FUZZED_HEADERS) {
    const value = run.headers[name];
    if (value === null) delete headers[name];
    else if (value !== undefined) headers[name] = value;
  }
  const token = run.caller.kind === 'garbage' ? run.caller.token : own.token;
  headers.authorization = `Bearer ${token}`;
  return {
    method: base.route.method,
    path: query ? `${path}?${query}` : path,
    headers,
    body: changedBody(base, run.body),
  };
}
