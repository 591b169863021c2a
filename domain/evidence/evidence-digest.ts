/**
 * The record's digest: the SHA-256 (lower-case hex) of its canonical JSON
 * without the `digest` and `earlierVersions` fields: object keys sorted recursively (by UTF-16 code
 * units), no whitespace, undefined fields left out as JSON.stringify leaves
 * them. Printed in the record's footer, so a printed copy can be checked
 * against the gateway later. Uses Web Crypto (crypto.subtle): Node 20 and browsers.
 */
import type { EvidenceRecord } from './evidence-record';

/** The Web Crypto and text encoding the digest needs (typed here: domain has no DOM library). */
interface DigestRuntime {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

function runtime(): DigestRuntime {
  const found = globalThis as unknown as Partial<DigestRuntime>;
  if (!found.crypto?.subtle || !found.TextEncoder) throw new Error('Web Crypto is not available here');
  return found as DigestRuntime;
}

/** The value with every object's keys sorted, recursively (arrays keep their order). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

/** Canonical JSON: keys sorted recursively, no whitespace. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

/** Lower-case hex SHA-256 of bytes (Web Crypto). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await runtime().crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The digest of a record: SHA-256 over its canonical JSON without `digest` and `earlierVersions`. */
export async function evidenceDigest(evidence: EvidenceRecord): Promise<string> {
  const { digest: _ignored, earlierVersions: _earlier, ...content } = evidence;
  const encoder = new (runtime().TextEncoder)();
  return sha256Hex(encoder.encode(canonicalJson(content)));
}

/** The record with its digest filled in. */
export async function withDigest(evidence: EvidenceRecord): Promise<EvidenceRecord> {
  return { ...evidence, digest: await evidenceDigest(evidence) };
}

/** True when the digest (any case, spaces aside) is the record's. */
export async function digestMatches(evidence: EvidenceRecord, digest: string): Promise<boolean> {
  return (await evidenceDigest(evidence)) === digest.replace(/\s+/g, '').toLowerCase();
}

/** A digest typed or pasted from paper, in lower case without the spaces, colons and dashes a copy may carry. */
export function typedDigest(text: string): string {
  return text.replace(/[\s:-]/g, '').toLowerCase();
}

/** What a typed digest is of: the record held now, a version served before (and when), or neither. */
export type DigestVerdict = { of: 'current' } | { of: 'earlier'; firstServedAt: string } | { of: 'none' };

/**
 * Checks a typed digest (any case; spaces, colons and dashes aside) against the record fetched afresh:
 * the current one only when the record's own digest, recomputed here, is it too.
 */
export async function verifyDigest(evidence: EvidenceRecord, typed: string): Promise<DigestVerdict> {
  const digest = typedDigest(typed);
  if (evidence.digest === digest && (await digestMatches(evidence, digest))) return { of: 'current' };
  const earlier = evidence.earlierVersions?.find((version) => version.digest === digest);
  return earlier ? { of: 'earlier', firstServedAt: earlier.firstServedAt } : { of: 'none' };
}
