/**
 * Refuses a request whose path or query string cannot be read safely, before
 * any route sees it: malformed percent-encoding (a '%' without two hex digits,
 * or bytes that are not UTF-8, which also rules out encoded lone surrogates)
 * or a NUL character once decoded. Each is a 400 with a message.
 */
import type { MiddlewareHandler } from 'hono';
import { badRequest } from './api-error';
import { decodePercentText, unstorableTextProblem } from './untrusted-text';

/** Why the encoded part cannot be read ('has malformed percent-encoding', 'holds a NUL character'), or null. */
function partProblem(encoded: string, plusIsSpace: boolean): string | null {
  const decoded = decodePercentText(encoded, plusIsSpace);
  if (decoded === null) return 'has malformed percent-encoding';
  const problem = unstorableTextProblem(decoded);
  return problem ? `holds ${problem}` : null;
}

/** Why the path or query cannot be read, or null when both can. */
export function requestTargetProblem(url: URL): string | null {
  for (const segment of url.pathname.split('/')) {
    const problem = partProblem(segment, false);
    if (problem) return `The request path ${problem}`;
  }
  for (const pair of url.search.replace(/^\?/, '').split('&')) {
    for (const part of pair.split('=')) {
      const problem = partProblem(part, true);
      if (problem) return `The query string ${problem}`;
    }
  }
  return null;
}

/** The middleware: 400 for an unreadable path or query string. */
export function requestTargetGuard(): MiddlewareHandler {
  return async (c, next) => {
    const problem = requestTargetProblem(new URL(c.req.url));
    if (problem) throw badRequest(problem);
    await next();
  };
}
