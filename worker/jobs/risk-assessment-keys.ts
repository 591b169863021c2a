/** Risk assessments kept on the device (product rule 3.12 storedDRAs / completedDRAs), in kv. */
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';

/** Each job's submitted assessment, by job id. */
export const storedDrasKey = kvKey<Record<string, DraUpdateRequest>>('storedDRAs');

/** Ids of jobs assessed on this device, in the order they were assessed. */
export const completedDrasKey = kvKey<string[]>('completedDRAs');

/** The assessed job ids (empty when none). */
export async function readAssessedJobIds(storage: EngineStorage): Promise<string[]> {
  return (await storage.get(completedDrasKey)) ?? [];
}
