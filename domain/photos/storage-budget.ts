/** The storage budget for new photos: photos are refused once the device store is nearly full. */

/** The share of the quota above which new photos are refused. */
export const STORAGE_NEARLY_FULL_RATIO = 0.8;

/** What navigator.storage.estimate() reports; either figure may be missing. */
export interface StorageUsage {
  usage?: number | undefined;
  quota?: number | undefined;
}

/** True when usage is above 80% of the quota; unknown figures (or no quota) never refuse. */
export function storageNearlyFull({ usage, quota }: StorageUsage): boolean {
  if (usage === undefined || quota === undefined || !Number.isFinite(usage) || !Number.isFinite(quota))
    return false;
  if (quota <= 0) return usage > 0;
  return usage > quota * STORAGE_NEARLY_FULL_RATIO;
}
