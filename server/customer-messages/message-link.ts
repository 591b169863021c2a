/**
 * The tracking link a customer message carries (the customer's tracking page, server/tracking/), or null when
 * the gateway has none for the job: no public base URL is set (PUBLIC_BASE_URL; a message has no request to
 * take an origin from), or no such job. The message is then written without one.
 */
import type { Database } from '../db/database';
import { trackingLinkFor, trackingUrl } from '../tracking/tracking-links';
import type { TrackingSettings } from '../tracking/tracking-settings';

/** The job's tracking link as the customer opens it. */
export type TrackingLinkSource = (db: Database, jobId: string, now: Date) => Promise<string | null>;

/** No tracking links: messages go without one. */
export const noTrackingLink: TrackingLinkSource = () => Promise.resolve(null);

/** The job's link under the settings' public base URL (made now when the job has none). */
export function trackingLinkSource(settings: TrackingSettings): TrackingLinkSource {
  const base = settings.publicBaseUrl;
  if (base === null) return noTrackingLink;
  return async (db, jobId, now) => {
    const link = await trackingLinkFor(db, jobId, now, settings.linkDays);
    return link === null ? null : trackingUrl(base, link.token);
  };
}
