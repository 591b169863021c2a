/**
 * Completing a job on the device: report edits, completion photos and
 * the signature passes, over one edit deps. A second Complete for a job while
 * its pass still runs joins that pass, so a double tap never queues two updates.
 */
import type {
  JobEditResult,
  JobPhotoInput,
  ReportEdit,
  SignaturePassOutcome,
  SignaturePassRequest,
} from '../engine-shapes';
import type { JobEditDeps } from './job-edit-save';
import { addJobPhoto, photoData, removeJobPhoto, replaceJobPhoto } from './job-photos';
import { editReport } from './report-edits';
import { completeSignaturePass } from './signature-pass-save';

/** The completion methods of the engine. */
export class JobCompletion {
  private readonly passes = new Map<string, Promise<SignaturePassOutcome>>();

  constructor(private readonly deps: JobEditDeps) {}

  /** Applies one collection / delivery report edit and stores the job. */
  editReport(jobId: string, edit: ReportEdit): Promise<JobEditResult> {
    return editReport(this.deps, jobId, edit);
  }

  /** Processes and stores a photo as a gallery item `up` on the job. */
  addJobPhoto(input: JobPhotoInput): Promise<JobEditResult> {
    return addJobPhoto(this.deps, input);
  }

  /** Replaces a photo with the photo editor's drawing (a new photo). */
  replaceJobPhoto(jobId: string, photoId: string, edited: Blob): Promise<JobEditResult> {
    return replaceJobPhoto(this.deps, jobId, photoId, edited);
  }

  /** Removes a photo from the job (and the cache, unless uploaded). */
  removeJobPhoto(jobId: string, photoId: string): Promise<JobEditResult> {
    return removeJobPhoto(this.deps, jobId, photoId);
  }

  /** A waiting photo's image, or null. */
  photoData(jobId: string, photoId: string): Promise<Blob | null> {
    return photoData(this.deps, jobId, photoId);
  }

  /** One signature pass; joins the job's running pass if there is one. */
  completeSignaturePass(request: SignaturePassRequest): Promise<SignaturePassOutcome> {
    const running = this.passes.get(request.jobId);
    if (running) return running;
    const pass = completeSignaturePass(this.deps, request).finally(() => this.passes.delete(request.jobId));
    this.passes.set(request.jobId, pass);
    return pass;
  }
}
