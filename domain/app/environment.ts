/** Product rule 4.2: environment detection from the page host. */

export type AppEnvironment = 'DEV' | 'PROD';

const DEV_HOST_PREFIXES = ['dev', 'stg', 'grp'] as const;

/** DEV for a host beginning with dev, stg or grp, or containing localhost; otherwise PROD. */
export function detectEnvironment(host: string): AppEnvironment {
  const h = host.trim().toLowerCase();
  if (h.includes('localhost')) return 'DEV';
  return DEV_HOST_PREFIXES.some((prefix) => h.startsWith(prefix)) ? 'DEV' : 'PROD';
}
