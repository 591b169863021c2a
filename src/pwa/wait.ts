/** Resolves after `ms` milliseconds: the page's pauses before it looks again (registration, an update's takeover). */
export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
