/** Recognises a full device (product rule 5.7 "maximum upload size"): a quota error, or an abort caused by one. */

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
}

/** The error an abort wraps: its `cause`, or the aborted transaction's `error` (Chrome). */
function innerError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { cause, target } = error as { cause?: unknown; target?: { transaction?: { error?: unknown } } };
  return cause ?? target?.transaction?.error;
}

function fullAt(error: unknown, depth: number): boolean {
  const { name, message } = nameAndMessage(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  if (name !== 'AbortError') return false;
  return /quota/i.test(message) || (depth < 3 && fullAt(innerError(error), depth + 1));
}

/**
 * True for QuotaExceededError (Firefox: NS_ERROR_DOM_QUOTA_REACHED), or an
 * AbortError that mentions the quota or whose inner error is a quota error.
 */
export function isStorageFullError(error: unknown): boolean {
  return fullAt(error, 0);
}
