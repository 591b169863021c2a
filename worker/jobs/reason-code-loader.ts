/**
 * Reason codes (spec §7): when the first manifest of a loaded list changes,
 * one call per distinct retailer of its jobs, each answer stored by retailer.
 * An answer is read flat or nested (src/domain/reasons/reason-normaliser.ts);
 * an unreadable one is logged and leaves the stored codes as they were.
 */
import { apiPaths } from '../../src/domain/gateway/api-shapes';
import type { Job, Manifest } from '../../src/domain/job/job';
import type { ReasonCode } from '../../src/domain/reasons/reason-code';
import { distinctRetailerIds } from '../../src/domain/job/retailer';
import { reasonCodesOfAnswer } from '../../src/domain/reasons/reason-normaliser';
import type { ApiClient } from '../../worker-shared/api/api-client';
import { kvKey } from '../../worker-shared/db/kv-key';
import type { EngineStorage } from '../../worker-shared/db/storage';

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

  /** Called with every freshly loaded list; does nothing unless the first manifest changed. */
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
    const stored = await this.deps.storage.readReasonCodes(retailerId);
    if (stored) return stored.reasonCodes;
    const fetched = await this.fetchOne(retailerId);
    return Array.isArray(fetched) ? fetched : [];
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

  private async loadFor(manifestId: string, jobs: Job[]): Promise<void> {
    const { storage } = this.deps;
    if ((await storage.get(loadedForManifestKey)) === manifestId) return;
    let complete = true;
    for (const retailerId of distinctRetailerIds(jobs)) {
      const fetched = await this.fetchOne(retailerId);
      if (fetched === 'expired') return;
      if (fetched === null) complete = false;
    }
    if (complete) await storage.set(loadedForManifestKey, manifestId);
  }
}
