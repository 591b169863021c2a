/**
 * JSON answers that remember the text they were made from, so the compression middleware
 * (compress-answers.ts) can gzip or pass them without reading a built answer back. @hono/node-server builds
 * an answer lazily and writes a text body straight to the socket; reading its body (`arrayBuffer()`) builds
 * the whole fetch Response and its stream first, which cost the gateway more than gzip itself on every
 * heartbeat and job update (docs/performance.md). An answer made by `c.json` is still compressed, read back.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const texts = new WeakMap<Response, string>();

/** A JSON answer of this text, kept for the compression. */
export function jsonTextAnswer(c: Context, text: string, status?: ContentfulStatusCode): Response {
  const answer = c.body(text, status, { 'Content-Type': 'application/json' });
  texts.set(answer, text);
  return answer;
}

/** A JSON answer of this value, its text kept for the compression. */
export function jsonAnswer(c: Context, value: unknown, status?: ContentfulStatusCode): Response {
  return jsonTextAnswer(c, JSON.stringify(value), status);
}

/** The text an answer was made from by one of the above, if it was. */
export function answerText(answer: Response): string | undefined {
  return texts.get(answer);
}
