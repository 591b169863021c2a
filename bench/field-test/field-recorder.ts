/**
 * Records the day as it runs: about once a second it drains the page's probes (long tasks, long
 * animation frames, Event Timing entries, the outbox's depth, navigator.onLine); it notes every
 * request with a body the context sent (its bytes, path and time to answer) and every network switch. A drain that meets a
 * navigating page is skipped; the page's buffers keep its entries for the next one.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { NetworkName } from './field-profiles';
import type { Upload } from './field-results';
import type { EventTimingEntry } from './interactions';
import type { RecordedFrame, RecordedTask } from './long-tasks';
import type { OutboxSample } from './outbox-timeline';
import { drainProbes } from './page-probes';

const SAMPLE_MS = 1_000;

/** What was recorded so far. */
export class FieldRecorder {
  readonly outbox: OutboxSample[] = [];
  readonly tasks: RecordedTask[] = [];
  readonly frames: RecordedFrame[] = [];
  readonly events: EventTimingEntry[] = [];
  readonly uploads: Upload[] = [];
  readonly networkChanges: { at: number; network: NetworkName }[] = [];
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly page: Page,
    context: BrowserContext,
  ) {
    context.on('requestfinished', (request) => {
      const bytes = request.postDataBuffer()?.length ?? 0;
      if (bytes === 0) return;
      const { startTime, responseEnd } = request.timing();
      const path = new URL(request.url()).pathname;
      this.uploads.push({ at: Math.round(startTime), bytes, ms: Math.round(responseEnd), path });
    });
  }

  /** Starts sampling. */
  start(): void {
    this.running = true;
    this.loop = this.sampleUntilStopped();
  }

  /** Notes a switch of the phone's network. */
  networkChanged(network: NetworkName): void {
    this.networkChanges.push({ at: Date.now(), network });
  }

  /** Takes one sample now. */
  async sample(): Promise<OutboxSample | null> {
    const drain = await drainProbes(this.page).catch(() => null);
    if (drain === null) return null;
    const sample = { at: drain.at, depth: drain.depth, online: drain.online };
    this.outbox.push(sample);
    this.tasks.push(...drain.longTasks);
    this.frames.push(...drain.frames);
    this.events.push(...drain.events);
    return sample;
  }

  /** Stops sampling after one last sample. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    await this.sample();
  }

  private async sampleUntilStopped(): Promise<void> {
    while (this.running) {
      await this.sample();
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  }
}
