/** Recognises a full device (spec §5 "maximum upload size"): a quota error, or an abort caused by one. */

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
}

/** True for QuotaExceededError (Firefox: NS_ERROR_DOM_QUOTA_REACHED), or an AbortError that mentions the quota. */
export function isStorageFullError(error: unknown): boolean {
  const { name, message } = nameAndMessage(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  return name === 'AbortError' && /quota/i.test(message);
}
