/**
 * The arrival check (product rule 5.11): each new position is measured against the
 * active job's first customer's postcode; within 100 m the arrival is recorded
 * on the job (once: the first arrival wins; offline too, through the outbox)
 * and a forced job heartbeat goes out once per arrival (online only).
 * Leaving beyond 100 m, or another job becoming active, re-arms the heartbeat.
 * A postcode the geocoder cannot place shows "No location data available for
 * this request." once per job; a geocoder out of reach (offline, with no
 * cached position for the postcode) says nothing and is asked again next time.
 *
 *   away ──(≤ 100 m: arrival recorded, forced job heartbeat sent)──▶ arrived
 *     ▲                                                                │
 *     └──────────────(> 100 m, or another active job)──────────────────┘
 */
import { distanceMetres, isArrival } from '@domain/location/geo-distance';
import type { LatLng } from '@domain/location/geo-distance';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';

/** The check's deps. */
export interface ArrivalDeps {
  /** The postcode's position; null when the geocoder has none, 'unreachable' when it could not be asked. */
  geocode(postcode: string): Promise<LatLng | null | 'unreachable'>;
  /** Records the arrival on the job (a no-op once one is recorded). */
  recordArrival(job: Job): Promise<unknown>;
  /** Sends a forced job heartbeat; true when the gateway took it. */
  forceJobHeartbeat(job: Job): Promise<boolean>;
  notify(message: string): void;
}

/** Watches positions against the active job's postcode. */
export class ArrivalCheck {
  private jobId: string | null = null;
  private arrived = false;
  private readonly warned = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ArrivalDeps) {}

  /** Checks a position for a job; checks run one after another, in order. */
  check(position: LatLng, job: Job): Promise<void> {
    const next = this.queue.then(() => this.run(position, job));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async run(position: LatLng, job: Job): Promise<void> {
    if (job.id !== this.jobId) {
      this.jobId = job.id;
      this.arrived = false;
    }
    const postcode = job.customer[0]?.postcode ?? '';
    const place = postcode.trim() === '' ? null : await this.deps.geocode(postcode);
    if (place === 'unreachable') return;
    if (!place) {
      if (!this.warned.has(job.id)) this.deps.notify(messages.noLocationData);
      this.warned.add(job.id);
      return;
    }
    if (!isArrival(distanceMetres(position, place))) {
      this.arrived = false;
      return;
    }
    if (this.arrived) return;
    await this.deps.recordArrival(job);
    this.arrived = await this.deps.forceJobHeartbeat(job);
  }
}
