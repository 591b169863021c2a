/** What the record page and the admin's search say when a call fails (Doorstep's own texts). */

/* What an evidence record call answers: its value, or the message to show. */

export type EvidenceCallResult<T> = { ok: true; value: T } | { ok: false; message: string };

/* What the record page and the admin's search say when a call fails (Doorstep's own texts, not in the spec). */

export const evidenceMessages = {
  notFound: 'This job was not found, or its record is not yours to see.',
  refused: "You may not see this job's record.",
  unreadable: 'The record the server sent could not be read. Please try again later.',
  searchUnreadable: 'The search results the server sent could not be read. Please try again later.',
  notOnPhone: "This job's evidence is not on this phone.",
  imageUnavailable: 'This image could not be loaded.',
  digestMatches: 'This digest matches the record held now.',
  digestDiffers: 'This digest does not match the record held now, nor any earlier version of it.',
  noDigest: 'Type or paste the digest printed at the foot of the record.',
  noQuery: 'Type a job id, an order number or a customer postcode.',
  noHits: 'No job of your branch matches this search.',
  mismatch: 'Does not match what the phone took',
} as const;

/** The verify answer for a digest of a version the gateway served before (when first served, en-GB London). */
export function digestMatchesEarlier(firstServed: string): string {
  return `This digest matches the record as the gateway held it on ${firstServed}; the record has changed since.`;
}
