/**
 * The tracking link a customer message carries, or null when the gateway has none for the job (the message
 * is then written without one). The one place the messages ask for a link.
 */
import type { Database } from '../db/database';

/** The job's tracking link as the customer opens it. */
export type TrackingLinkSource = (db: Database, jobId: string, now: Date) => Promise<string | null>;

/** No tracking links on this gateway: messages go without one. */
export const noTrackingLink: TrackingLinkSource = () => Promise.resolve(null);
