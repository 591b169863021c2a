/**
 * The realms (top folders) of the repository and the path alias each is imported by from another realm.
 * tsconfig.base.json's `paths` say the same to TypeScript, Vite, Vitest, tsx and Playwright.
 */
export const realmFolders = [
  'domain',
  'src',
  'worker',
  'worker-shared',
  'sw',
  'server',
  'tests',
  'e2e',
  'bench',
  'scripts',
] as const;

export const realmAliases = realmFolders.map((folder) => ({ folder, prefix: `@${folder}` }));

/** A path's realm: its top folder (`.` for a file at the root). */
export function realmOf(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? '.' : path.slice(0, slash);
}
