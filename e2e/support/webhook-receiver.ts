/**
 * A retail webhook receiver for the tests, the e2e specs and the bench: a node:http server on 127.0.0.1 that keeps every post it gets
 * (headers, body, when) and answers what the test says. It verifies nothing itself; the tests check each
 * post as a retailer's receiver would (e2e/support/webhook-verification.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One post as it arrived. */
export interface ReceivedPost {
  eventId: string;
  signature: string;
  contentType: string;
  body: string;
  /** Date.now() when its body had arrived. */
  at: number;
}

/** A started receiver. */
export interface WebhookReceiver {
  url: string;
  posts: ReceivedPost[];
  /** The status to answer a post with (default 200). */
  answer: (post: ReceivedPost) => number;
  /** How long to wait before answering (default 0). */
  delayMs: number;
  /** Resolves once `count` posts arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs: number, match?: (post: ReceivedPost) => boolean): Promise<ReceivedPost[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const posts: ReceivedPost[] = [];
  const receiver: Omit<WebhookReceiver, 'url'> = {
    posts,
    answer: () => 200,
    delayMs: 0,
    async waitFor(count, timeoutMs, match = () => true) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const matching = posts.filter(match);
        if (matching.length >= count) return matching;
        if (Date.now() > until)
          throw new Error(`${matching.length} of ${count} posts within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const post: ReceivedPost = {
        eventId: String(req.headers['doorstep-event-id'] ?? ''),
        signature: String(req.headers['doorstep-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      posts.push(post);
      const status = receiver.answer(post);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : 'not now');
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, { url: `http://127.0.0.1:${port}/doorstep-events` });
}
