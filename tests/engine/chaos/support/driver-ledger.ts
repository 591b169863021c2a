/**
 * What the driver saw as saved in a chaos run: each outcome the app answered
 * ok for (in the order saved), each photo and signature it took in, and each
 * risk assessment. After the run, every entry must be found at the gateway
 * (or, where the conflict policy or a refusal says so, kept for the driver).
 */
import type { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import type { Size } from '@domain/photos/photo-size';

/** An outcome the app said it saved, with the fields the gateway must get. */
export interface SavedOutcome {
  jobId: string;
  outcome: JobOutcomeStatus;
  failedReason?: number;
  suspendReason?: SuspendReason;
  /** The suspension's job note. */
  note?: string;
  /** The printed name, trimmed. */
  signedBy?: string;
}

/** A photo (or signature) the app took in, and the size it must be stored at. */
export interface TakenPhoto {
  jobId: string;
  kind: 'photo' | 'signature';
  size: Size;
}

/** A risk assessment the app said it saved. */
export interface SavedAssessment {
  jobId: string;
  orderNumber: string;
  photos: number;
}

/** The run's record of what the driver saw saved. */
export class DriverLedger {
  readonly outcomes: SavedOutcome[] = [];
  readonly photos: TakenPhoto[] = [];
  readonly assessments: SavedAssessment[] = [];

  /** The outcomes saved for a job, in order. */
  outcomesOf(jobId: string): SavedOutcome[] {
    return this.outcomes.filter((saved) => saved.jobId === jobId);
  }

  /** The photos and signatures taken for a job. */
  photosOf(jobId: string): TakenPhoto[] {
    return this.photos.filter((photo) => photo.jobId === jobId);
  }
}
