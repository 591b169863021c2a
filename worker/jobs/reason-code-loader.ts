/**
 * Reason codes (product rule 7.2): when the first manifest of a loaded list changes,
 * one call per distinct retailer of its jobs, each answer stored by retailer.
 * Any other list load fetches the codes of its retailers that the phone does
 * not hold yet (a job of a new retailer added to the day, a call that failed),
 * so fail and the reports work offline all day. An answer is read flat or
 * nested (domain/reasons/reason-normaliser.ts); an unreadable one is
 * logged and leaves the stored codes as they were.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job, Manifest } from '@domain/job/job';
import type { ReasonCode } from '@domain/reasons/reason-code';
import { distinctRetailerIds } from '@domain/job/retailer';
import { reasonCodesOfAnswer } from '@domain/reasons/reason-normaliser';
import type { ApiClient } from '@worker-shared/api/api-client';
import type { RetailerReasonCodes } from '../engine-shapes';
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';

/** The first manifest whose retailers' reason codes were last loaded. */
const loadedForManifestKey = kvKey<string>('reasonCodesManifestId');

/** What the loader needs. */
export interface ReasonCodeLoaderDeps {
  storage: EngineStorage;
  client: ApiClient;
  now: () => number;
  log: (message: string) => void;
}

/** Loads reason codes once per distinct retailer whenever the first manifest changes. */
export class ReasonCodeLoader {
  private inFlight: Promise<void> | null = null;

  constructor(private readonly deps: ReasonCodeLoaderDeps) {}

  /** Called with every freshly loaded list: every retailer when the first manifest changed, else the missing ones. */
  listLoaded(manifests: Manifest[], jobs: Job[]): Promise<void> {
    const first = manifests[0];
    if (!first || jobs.length === 0) return Promise.resolve();
    const previous = this.inFlight ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.loadFor(first.id, jobs));
    this.inFlight = next;
    return next;
  }

  /** A retailer's stored reason codes, fetched (and stored) when missing; empty when they cannot be had. */
  async codesFor(retailerId: string): Promise<ReasonCode[]> {
    const found = await this.availableCodes(retailerId);
    return found.available ? found.codes : [];
  }

  /**
   * A retailer's codes as codesFor finds them, saying whether the phone has them
   * at all: not available when none are stored and the call failed (offline), so
   * a screen can say so rather than offer no reasons.
   */
  async availableCodes(retailerId: string): Promise<RetailerReasonCodes> {
    const stored = await this.deps.storage.readReasonCodes(retailerId);
    if (stored) return { available: true, codes: stored.reasonCodes };
    const fetched = await this.fetchOne(retailerId);
    return Array.isArray(fetched) ? { available: true, codes: fetched } : { available: false };
  }

  /** Fetches and stores one retailer's codes; null when the call failed, 'expired' when the login ended. */
  private async fetchOne(retailerId: string): Promise<ReasonCode[] | null | 'expired'> {
    const { storage, client, now, log } = this.deps;
    const result = await client.request({
      method: 'GET',
      path: apiPaths.reasonCodes(retailerId),
      query: { filterActive: true },
    });
    if (!result.ok && result.tokenExpired) return 'expired';
    const reasonCodes = result.ok ? reasonCodesOfAnswer(result.json) : null;
    if (reasonCodes) await storage.writeReasonCodes({ retailerId, reasonCodes, fetchedAt: now() });
    else
      log(
        `Reason codes for retailer ${retailerId} not loaded: ${result.ok ? 'no readable reasonCodes' : result.message}`,
      );
    return reasonCodes;
  }

  /** The retailers to fetch: all of the list's when its first manifest is new, else those with no stored codes. */
  private async retailersToFetch(manifestId: string, jobs: Job[]): Promise<string[]> {
    const { storage } = this.deps;
    const retailers = distinctRetailerIds(jobs);
    if ((await storage.get(loadedForManifestKey)) !== manifestId) return retailers;
    const stored = await Promise.all(retailers.map((id) => storage.readReasonCodes(id)));
    return retailers.filter((_, index) => stored[index] === undefined);
  }

  private async loadFor(manifestId: string, jobs: Job[]): Promise<void> {
    const { storage } = this.deps;
    const retailers = await this.retailersToFetch(manifestId, jobs);
    if (retailers.length === 0) return;
    for (const retailerId of retailers) {
      if ((await this.fetchOne(retailerId)) === 'expired') return;
    }
    // A retailer that failed has no stored codes, so the next load asks for it alone.
    await storage.set(loadedForManifestKey, manifestId);
  }
}
