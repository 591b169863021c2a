/**
 * Storage that is not lost: asks the browser to keep this origin's
 * storage (IndexedDB outbox, jobs, photos) under pressure, and reads whether it
 * does and how much is used. Touches navigator.storage.
 */

/** Whether storage is persisted and how much of the quota is used, in bytes. */
export type StorageStatus = { persisted: boolean; usage: number; quota: number };

let requested: Promise<boolean> | null = null;

async function askToPersist(): Promise<boolean> {
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch (error) {
    console.error('Persistent storage not requested', error);
    return false;
  }
}

/**
 * Asks once per page load for persistent storage: whether it is already
 * persisted, else the browser's answer to persist(). False where the browser
 * has no StorageManager (its storage may be cleared).
 */
export function requestPersistentStorage(): Promise<boolean> {
  if (!('storage' in navigator)) return Promise.resolve(false);
  requested ??= askToPersist();
  return requested;
}

/** Reads whether storage is persisted and its usage estimate; null where the browser has no StorageManager. */
export async function readStorageStatus(): Promise<StorageStatus | null> {
  if (!('storage' in navigator)) return null;
  const [persisted, estimate] = await Promise.all([
    navigator.storage.persisted(),
    navigator.storage.estimate(),
  ]);
  return { persisted, usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people: '0 B', '512 B', '1.2 MB', '300 MB' (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit] ?? 'B'}`;
}

/** The About panel's storage line, e.g. 'persistent · 1.2 MB of 300 MB used'. */
export function describeStorageStatus(status: StorageStatus): string {
  const kind = status.persisted ? 'persistent' : 'not persistent';
  return `${kind} · ${formatBytes(status.usage)} of ${formatBytes(status.quota)} used`;
}
