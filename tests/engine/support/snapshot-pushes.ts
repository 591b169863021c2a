/** The snapshot a test's listener holds after each push of the engine (the first push: every field). */
import { mergedSnapshot } from '@src/state/receive-snapshot';
import type { EngineSnapshot, SnapshotChanges } from '@worker/engine-shapes';

/** The snapshot after a push: the first one whole, each later one merged as the page merges it. */
export function afterPush(
  before: EngineSnapshot | null | undefined,
  changes: SnapshotChanges,
): EngineSnapshot {
  return before ? mergedSnapshot(before, changes) : (changes as EngineSnapshot);
}
