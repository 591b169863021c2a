/**
 * What a retailer does with a record read through its link, written independently of the gateway's digest code
 * (as the README shows it): drop `digest` and `earlierVersions`, sort every object's keys, serialise without
 * spaces, SHA-256; the digest it was sent is the record's or one of its earlier versions'.
 */
import { createHash } from 'node:crypto';

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;

/** True when the record read verifies and holds the digest the event carried. */
export function recordVerifies(read: Record<string, unknown>, sentDigest: string): boolean {
  const {
    digest,
    earlierVersions = [],
    ...content
  } = read as {
    digest: string;
    earlierVersions?: { digest: string }[];
  };
  const computed = createHash('sha256')
    .update(JSON.stringify(sorted(content)))
    .digest('hex');
  return computed === digest && [digest, ...earlierVersions.map((e) => e.digest)].includes(sentDigest);
}
