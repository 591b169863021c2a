/**
 * The driver's hands on the app: every call goes to the engine running now,
 * must finish (a hang is a failure), and is tried once more when the device
 * was full (the full disk refuses one write); any other refusal is a failure.
 * When the tab is torn down during a save (at one of its pass's sync calls),
 * the driver reopens the app and looks: a save that landed counts as done,
 * one that did not is made again. Photos and signatures the app took in go
 * into the ledger.
 */
import { messages } from '@domain/app/messages';
import type { Size } from '@domain/photos/photo-size';
import type { Job } from '@domain/job/job';
import type { JobPhotoPurpose, ProductId } from '@worker/engine-shapes';
import type { Engine } from '@worker/engine';
import { jpegBytes } from '../../support/completion-support';
import { TabDied } from './simulated-phone';
import type { ChaosPhone } from './simulated-phone';
import type { DriverLedger } from './driver-ledger';
import { ChaosFailure, settleWithin } from './run-failure';
import type { SeededRandom } from '@e2e/support/chaos-random';
import { takeShot } from './test-camera';

/** How long (real time) one of the driver's calls may take. */
const CALL_LIMIT_MS = 60_000;

/** Signature pad sizes (the pad's canvas on different phones). */
const padSizes: readonly Size[] = [
  { width: 355, height: 200 },
  { width: 300, height: 150 },
  { width: 720, height: 320 },
];

/** An answer that may be a refusal. */
type Answer = { ok: true } | { ok: false; message: string };

/** The driver's calls on the engine. */
export class DriverHands {
  constructor(
    private readonly phone: ChaosPhone,
    private readonly random: SeededRandom,
    readonly ledger: DriverLedger,
  ) {}

  /**
   * The call's answer; a full-device refusal is tried once more, any other
   * refusal fails the run. When the tab dies during the call, the driver
   * reopens the app: `landed` (asked of the new engine) says whether the save
   * was stored (then null is answered), else the call is made again.
   */
  async act<T extends Answer>(
    what: string,
    call: (engine: Engine) => Promise<T>,
    landed: (engine: Engine) => Promise<boolean> = () => Promise.resolve(false),
  ): Promise<(T & { ok: true }) | null> {
    for (let full = 0; ;) {
      let answer: T;
      try {
        answer = await this.once(what, call);
      } catch (error) {
        if (!(error instanceof TabDied)) throw error;
        await this.phone.boot();
        if (await this.ask(`looking at ${what} after a reload`, landed)) return null;
        continue;
      }
      if (answer.ok) return answer as T & { ok: true };
      if (answer.message !== messages.maxUploadSize || full++ > 0) {
        throw new ChaosFailure(`${what} was refused: ${answer.message}`);
      }
    }
  }

  /** A question's answer, whatever it is, asked again of a new engine if the tab dies. */
  async ask<T>(what: string, call: (engine: Engine) => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await this.once(what, call);
      } catch (error) {
        if (!(error instanceof TabDied)) throw error;
        await this.phone.boot();
      }
    }
  }

  /** The call's answer (it must finish); TabDied when the tab is torn down first. */
  private once<T>(what: string, call: (engine: Engine) => Promise<T>): Promise<T> {
    return settleWithin(this.phone.guard(call(this.phone.engine)), CALL_LIMIT_MS, what);
  }

  /** Takes a photo onto the job (a report's damage photo, or the delivered photo). */
  async addPhoto(jobId: string, purpose: JobPhotoPurpose, productId: ProductId | null): Promise<void> {
    const { photo, stored } = takeShot(this.random);
    const count = async (engine: Engine) => {
      const job = await engine.findJob(jobId);
      const items = [
        ...(job?.job_activity_gallery ?? []),
        ...(job?.products ?? []).flatMap((p) => p.after_images ?? []),
      ];
      return items.filter((item) => item.type === purpose).length;
    };
    const before = await this.ask(`photos of ${jobId}`, count);
    await this.act(
      `${purpose} photo of ${jobId}`,
      (engine) => engine.addJobPhoto({ jobId, purpose, productId, photo }),
      async (engine) => (await count(engine)) > before,
    );
    this.ledger.photos.push({ jobId, kind: 'photo', size: stored });
  }

  /**
   * A save's `landed` check: the stored job shows the change, or the sync
   * settled it by the conflict policy meanwhile (a new notice on the job: the
   * gateway kept it as a record, so the driver does not make it again).
   */
  landed(jobId: string, shows: (job: Job) => boolean): (engine: Engine) => Promise<boolean> {
    const notices = () => (this.phone.snapshot?.notices ?? []).filter((n) => n.jobId === jobId).length;
    const before = notices();
    return async (engine) => {
      const job = await engine.findJob(jobId);
      return (job !== null && shows(job)) || notices() > before;
    };
  }

  /** True when the app shows the job's risk assessment as done. */
  assessed(jobId: string): boolean {
    return this.phone.snapshot?.assessedJobIds.includes(jobId) === true;
  }

  /** A camera photo for a save that takes it in (failure, risk assessment); recorded once the save is ok. */
  shot(): { photo: { file: Blob; name: string }; stored: Size } {
    return takeShot(this.random);
  }

  /** A drawn signature (the pad's JPEG) and its size. */
  signature(): { blob: Blob; size: Size } {
    const size = this.random.pick(padSizes);
    return { blob: new Blob([jpegBytes(size.width, size.height)], { type: 'image/jpeg' }), size };
  }
}
