/**
 * The job list of the display date: shows the stored list at once, fetches
 * from the gateway when online (one fetch per date at a time), merges with
 * local changes (a driver's job the gateway left out stays while its work
 * waits, marked), sorts, stores per date and publishes.
 */
import { timestampMs, todayIso } from '@domain/time/dates';
import { isAdmin } from '@domain/accounts/login-status';
import { mergeJobs } from '@domain/job-list/merge';
import { messages } from '@domain/app/messages';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import { shareStructure } from '@domain/sharing/structural-share';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { DownloadInfo } from '@domain/job/job';
import type { ApiClient } from '@worker-shared/api/api-client';
import type { DayList, EngineStorage } from '@worker-shared/db/storage';
import { isStorageFullError } from '../images/storage-full';
import { maxSizeErrorKey } from '../saves/save-then-sync';
import { emptyList } from '../state/initial-snapshot';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { StateCell } from '../state/state-cell';
import type { EngineSnapshot } from '../engine-shapes';
import {
  balancePaidJobsKey,
  clearJobListSettings,
  readJobListSettings,
  updateJobListSettings,
} from './job-list-settings';
import { fetchJobs } from './jobs-fetch';
import { leftOutRuleFor } from './left-out-rule';
import type { ReasonCodeLoader } from './reason-code-loader';

/** What the list needs from the engine. */
export interface JobListDeps {
  storage: EngineStorage;
  client: ApiClient;
  state: StateCell;
  reasonCodes: ReasonCodeLoader;
  now: () => number;
  log: (message: string) => void;
  /** Ends the session after a tokenExpired jobs answer. */
  expireSession(message: string): Promise<void>;
  /** Runs work the caller need not wait for. */
  background(task: Promise<void>): void;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
}

/** created_at of the latest readable download record, or null. */
export function lastDownloadedOf(download: DownloadInfo[]): string | null {
  let latest: { at: string; ms: number } | null = null;
  for (const entry of download) {
    const ms = timestampMs(entry.created_at);
    if (ms !== null && (latest === null || ms > latest.ms)) latest = { at: entry.created_at, ms };
  }
  return latest?.at ?? null;
}

/**
 * The state fields of a stored or fetched list, its jobs and vans sharing the objects of those `shown` that
 * did not change. A list read or fetched again is all new objects: unshared, a fetch on reconnect that
 * changed nothing would send the whole day to the page (about 1 MB for 500 jobs, then compared there
 * job by job), where it now sends only the jobs that changed, or nothing.
 */
function listFields(list: DayList, shown: EngineSnapshot) {
  return {
    loaded: true,
    manifests: shareStructure(shown.manifests, list.manifests),
    jobs: shareStructure(shown.jobs, list.jobs),
    lastDownloaded: lastDownloadedOf(list.download),
  };
}

/** The list of the display date and its fetches. */
export class JobList {
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Bumped by reset(); answers of fetches begun earlier are dropped. */
  private generation = 0;

  constructor(private readonly deps: JobListDeps) {}

  /** Shows a date: its stored list at once, then a fetch when online (else the refresh flag is set). */
  async showDate(date: string): Promise<void> {
    const { state, storage } = this.deps;
    if (state.current.displayDate !== date) state.update({ displayDate: date, ...emptyList });
    await updateJobListSettings(storage, { displayDate: date });
    await this.showStored(date);
    if (state.current.online) await this.fetch(date);
    else await updateJobListSettings(storage, { refresh: true });
  }

  /** Publishes a date's stored list, if that date is still shown. */
  async showStored(date: string): Promise<void> {
    const stored = await this.deps.storage.readDay(date);
    if (stored && this.deps.state.current.displayDate === date)
      this.deps.state.update(listFields(stored, this.deps.state.current));
  }

  /** Fetches a date's list, joining a fetch of that date already in flight. */
  fetch(date: string): Promise<void> {
    const running = this.inFlight.get(date);
    if (running) return running;
    const run = this.runFetch(date, this.generation).finally(() => {
      if (this.inFlight.get(date) === run) this.inFlight.delete(date);
      this.deps.state.update({ fetching: this.inFlight.size > 0 });
    });
    this.inFlight.set(date, run);
    this.deps.state.update({ fetching: true });
    return run;
  }

  /** After reconnecting: fetches when the refresh flag is set or a job awaits sync (product rule 4.6). */
  async reconnected(): Promise<void> {
    const { storage, state } = this.deps;
    const settings = await readJobListSettings(storage, true);
    const syncRequired = (await storage.jobsRequiringSync()).length > 0;
    if (settings.refresh || syncRequired) await this.fetch(state.current.displayDate);
  }

  /** Forgets every stored list (jobs awaiting sync stay) and the list in memory. */
  async reset(): Promise<void> {
    this.generation += 1;
    this.inFlight.clear();
    this.deps.state.update({ ...emptyList, fetching: false });
    await this.deps.storage.dropAllDays();
    await clearJobListSettings(this.deps.storage);
  }

  private async runFetch(date: string, generation: number): Promise<void> {
    const { state, log } = this.deps;
    const login = state.current.login;
    if (!login) return;
    try {
      const outcome = await fetchJobs(this.deps.client, date, isAdmin(login));
      if (generation !== this.generation) return;
      if (outcome.kind === 'jobs') await this.store(date, outcome.answer, generation);
      else if (outcome.kind === 'error')
        state.update({ notification: { message: outcome.message, buttons: [] } });
      else if (!outcome.handled) await this.deps.expireSession(outcome.message);
    } catch (error) {
      log(`Jobs fetch for ${date} failed: ${String(error)}`);
      const full = isStorageFullError(error);
      if (full)
        await this.deps.storage.set(maxSizeErrorKey, true).catch(() => log('maxSizeError not stored'));
      if (generation === this.generation) {
        const message = full ? messages.maxUploadSize : messages.errorFetchingJobs;
        state.update({ notification: { message, buttons: [] } });
      }
    }
  }

  private async store(date: string, answer: JobsResponse, generation: number): Promise<void> {
    const { storage, state, now } = this.deps;
    const balancePaid = (await storage.get(balancePaidJobsKey)) ?? [];
    const list = await this.deps.jobWrites.run(async () => {
      if (generation !== this.generation) return null;
      // A driver's job given to someone else stays listed, marked, while their work of it waits.
      const leftOut = await leftOutRuleFor(storage, state.current.login, date);
      const merged = await storage.mergeDay(
        { date, manifests: sortManifests(answer.manifest), download: answer.download },
        (local) => sortSchedule(mergeJobs(answer.schedule, local, balancePaid, leftOut)),
      );
      if (generation !== this.generation) return null;
      const active = state.current.activeJob;
      const freshActive = active ? merged.jobs.find((job) => job.id === active.id) : undefined;
      if (freshActive) state.update({ activeJob: shareStructure(active, freshActive) });
      if (state.current.displayDate === date) state.update(listFields(merged, state.current));
      return merged;
    });
    if (!list) return;
    await updateJobListSettings(storage, { refresh: false, lastLoadDay: todayIso(now()) });
    this.deps.background(this.deps.reasonCodes.listLoaded(list.manifests, list.jobs));
  }
}
