/**
 * The uploads in flight and when their progress is worth a new status: a
 * photo's first report and every settled upload at once, further progress at
 * most every 250 ms (a snapshot per part of every photo would flood Comlink).
 */
import type { UploadProgress } from '../engine-shapes';

/** Least time between two progress-only status snapshots. */
export const UPLOAD_PROGRESS_INTERVAL_MS = 250;

/** Progress of the uploads under way, with the publishing throttle. */
export class UploadProgressBoard {
  private readonly uploads = new Map<string, UploadProgress>();
  private lastShownAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number,
    private readonly intervalMs: number = UPLOAD_PROGRESS_INTERVAL_MS,
  ) {}

  /** Records a report; true when a snapshot should go out now (a new upload, or the interval passed). */
  report(progress: UploadProgress): boolean {
    const known = this.uploads.has(progress.photoId);
    this.uploads.set(progress.photoId, progress);
    return !known || this.now() - this.lastShownAt >= this.intervalMs;
  }

  /** The upload ended (either way). */
  settle(photoId: string): void {
    this.uploads.delete(photoId);
  }

  /** The uploads to show, marking this moment as shown. */
  shown(): UploadProgress[] {
    this.lastShownAt = this.now();
    return [...this.uploads.values()];
  }
}
