/**
 * What every fuzzed answer must be: never a 5xx; a refusal is JSON with a
 * `message` (the OAuth calls add `Error`); a JSON answer parses; and a refused
 * request leaves the database as it was (but for tables the exclusion lists name).
 */
import type { DatabaseFingerprint } from './database-fingerprint';
import type { WireRequest } from './route-catalog/route-case';

/**
 * Tables any refused request may change: the throttling counters count refused sign-in, registration and
 * reset attempts by design (defect 5), and the fuzz empties them before every run anyway. Routes add
 * their own (RouteCase.mayChangeWhenRefused: refresh-token families, reset-code tries).
 */
export const CHANGED_BY_ANY_REFUSAL: readonly string[] = ['rate_limits'];

/** The answer's problems (empty when it is as it must be); `refusals` says what a refusal must be. */
export async function answerProblems(
  res: Response,
  method: string,
  refusals: 'json' | 'html page' = 'json',
): Promise<string[]> {
  const text = method === 'HEAD' ? '' : await res.text();
  const type = res.headers.get('content-type') ?? '';
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`answered ${res.status}: ${text.slice(0, 300)}`);
  if (res.status < 400 || method === 'HEAD') {
    if (type.includes('json') && text !== '' && !parses(text))
      problems.push('a 2xx/3xx JSON answer does not parse');
    return problems;
  }
  // The page's own refusals (a link that opens nothing, too many tries) are pages; a request the gateway's
  // guards refuse before any route (a malformed request target, an oversize body) is still their JSON.
  if (refusals === 'html page' && (res.status === 404 || res.status === 429)) {
    if (!type.startsWith('text/html'))
      problems.push(`a ${res.status} answer is ${type || 'untyped'}, not HTML`);
    if ((text.match(/<h1>[^<]+<\/h1>/g) ?? []).length !== 1)
      problems.push(`a ${res.status} page has no one heading: ${text.slice(0, 300)}`);
    return problems;
  }
  const body = parses(text) ? (JSON.parse(text) as unknown) : undefined;
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (!type.includes('application/json'))
    problems.push(`a ${res.status} answer is ${type || 'untyped'}, not JSON`);
  if (typeof message !== 'string' || message.trim() === '') {
    problems.push(`a ${res.status} answer has no message: ${text.slice(0, 300)}`);
  }
  return problems;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The tables whose rows differ, but for the excluded ones. */
export function changedTables(
  before: DatabaseFingerprint,
  after: DatabaseFingerprint,
  excluded: readonly string[],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !excluded.includes(name))
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .sort();
}

const shortened = (text: string) =>
  text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;

/** A request as a failure message shows it (long parts cut). */
export function describeRequest(request: WireRequest): string {
  const body =
    request.body === undefined
      ? '(none)'
      : typeof request.body === 'string'
        ? JSON.stringify(shortened(request.body))
        : `${request.body.length} bytes`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, shortened(value)]),
  );
  return `${request.method} ${shortened(request.path)}\nheaders: ${JSON.stringify(headers)}\nbody: ${body}`;
}
