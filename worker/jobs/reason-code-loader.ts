/**
 * Reason codes (spec §7): when the first manifest of a loaded list changes,
 * one call per distinct retailer of its jobs, each answer stored by retailer.
 */
import { apiPaths } from '../../src/domain/api-shapes';
import type { Job, Manifest } from '../../src/domain/job';
import type { ReasonCode } from '../../src/domain/reason-code';
import { distinctRetailerIds } from '../../src/domain/retailer';
import type { ApiClient } from '../api/api-client';
import { kvKey } from '../db/kv-key';
import type { EngineStorage } from '../db/storage';

/** The first manifest whose retailers' reason codes were last loaded. */
const loadedForManifestKey = kvKey<string>('reasonCodesManifestId');

/** What the loader needs. */
export interface ReasonCodeLoaderDeps {
  storage: EngineStorage;
  client: ApiClient;
  now: () => number;
  log: (message: string) => void;
}

function readReasonCodes(json: unknown): ReasonCode[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const codes = (json as Record<string, unknown>).reasonCodes;
  return Array.isArray(codes) ? (codes as ReasonCode[]) : null;
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

  private async loadFor(manifestId: string, jobs: Job[]): Promise<void> {
    const { storage, client, now, log } = this.deps;
    if ((await storage.get(loadedForManifestKey)) === manifestId) return;
    let complete = true;
    for (const retailerId of distinctRetailerIds(jobs)) {
      const result = await client.request({
        method: 'GET',
        path: apiPaths.reasonCodes(retailerId),
        query: { filterActive: true },
      });
      if (!result.ok && result.tokenExpired) return;
      const reasonCodes = result.ok ? readReasonCodes(result.json) : null;
      if (reasonCodes) {
        await storage.writeReasonCodes({ retailerId, reasonCodes, fetchedAt: now() });
      } else {
        complete = false;
        log(
          `Reason codes for retailer ${retailerId} not loaded: ${result.ok ? 'no reasonCodes' : result.message}`,
        );
      }
    }
    if (complete) await storage.set(loadedForManifestKey, manifestId);
  }
}
