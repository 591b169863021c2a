/** The snapshot a test's listener holds after each push of the engine (the first push: every field). */
import type { EngineSnapshot, SnapshotChanges } from '../../../worker/engine-shapes';

/** The snapshot after a push: the first one whole, each later one's changed fields over the one before. */
export function afterPush(
  before: EngineSnapshot | null | undefined,
  changes: SnapshotChanges,
): EngineSnapshot {
  return before ? { ...before, ...changes } : (changes as EngineSnapshot);
}
