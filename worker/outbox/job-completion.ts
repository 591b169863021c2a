/**
 * Completing a job on the device (issue 4): report edits, completion photos and
 * the signature passes, over one edit world. A second Complete for a job while
 * its pass still runs joins that pass, so a double tap never queues two updates.
 */
import type {
  JobEditResult,
  JobPhotoInput,
  ReportEdit,
  SignaturePassOutcome,
  SignaturePassRequest,
} from '../engine-api';
import type { JobEditWorld } from './job-edit-save';
import { addJobPhoto, photoData, removeJobPhoto, replaceJobPhoto } from './job-photos';
import { editReport } from './report-edits';
import { completeSignaturePass } from './signature-pass-save';

/** The completion methods of the engine. */
export class JobCompletion {
  private readonly passes = new Map<string, Promise<SignaturePassOutcome>>();

  constructor(private readonly world: JobEditWorld) {}

  /** Applies one collection / delivery report edit and stores the job. */
  editReport(jobId: string, edit: ReportEdit): Promise<JobEditResult> {
    return editReport(this.world, jobId, edit);
  }

  /** Processes and stores a photo as a gallery item `up` on the job. */
  addJobPhoto(input: JobPhotoInput): Promise<JobEditResult> {
    return addJobPhoto(this.world, input);
  }

  /** Replaces a photo with the photo editor's drawing (a new photo). */
  replaceJobPhoto(jobId: string, photoId: string, edited: Blob): Promise<JobEditResult> {
    return replaceJobPhoto(this.world, jobId, photoId, edited);
  }

  /** Removes a photo from the job (and the cache, unless uploaded). */
  removeJobPhoto(jobId: string, photoId: string): Promise<JobEditResult> {
    return removeJobPhoto(this.world, jobId, photoId);
  }

  /** A waiting photo's image, or null. */
  photoData(jobId: string, photoId: string): Promise<Blob | null> {
    return photoData(this.world, jobId, photoId);
  }

  /** One signature pass; joins the job's running pass if there is one. */
  completeSignaturePass(request: SignaturePassRequest): Promise<SignaturePassOutcome> {
    const running = this.passes.get(request.jobId);
    if (running) return running;
    const pass = completeSignaturePass(this.world, request).finally(() => this.passes.delete(request.jobId));
    this.passes.set(request.jobId, pass);
    return pass;
  }
}
