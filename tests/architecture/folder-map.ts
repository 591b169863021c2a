/**
 * The folder map in docs/architecture.md ("## Folder map"), checked against the real folders by
 * folder-map.test.ts. Run it to print the block to paste: `npx tsx tests/architecture/folder-map.ts`
 * (known purposes are kept; a new folder gets a TODO to replace).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const mapDocument = 'docs/architecture.md';
export const todoPurpose = 'TODO: say what it holds';

/** Generated, installed or local-only folders: never in the map. Dot-folders are skipped too. */
const notMapped = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  'data',
  'dev-dist',
]);

/** Folders listed one level deeper than the rest (their subjects). */
const deeper = new Set(['domain']);

function subfolders(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !notMapped.has(entry.name))
    .map((entry) => (folder === '' ? entry.name : `${folder}/${entry.name}`));
}

/** Orders paths by their segments, so `worker/` and its folders come before `worker-shared/`. */
export function byPath(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i += 1) {
    const x = as[i] ?? '';
    const y = bs[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return as.length - bs.length;
}

/** Every folder at depth 1 and 2 (paths without a trailing slash), plus the subjects of domain/. */
export function listFolders(root: string = repoRoot): string[] {
  const folders: string[] = [];
  for (const top of subfolders(root, '')) {
    folders.push(top);
    for (const second of subfolders(root, top)) {
      folders.push(second);
      if (deeper.has(second)) folders.push(...subfolders(root, second));
    }
  }
  return folders.sort(byPath);
}

export interface FolderMap {
  /** Folder (no trailing slash) → its purpose, in the order of the block. */
  purposes: Map<string, string>;
  /** Lines of the block that are not `path/  purpose`. */
  unreadable: string[];
  /** Folders listed more than once. */
  repeated: string[];
}

const mapLine = /^(\S+)\/ {2,}(\S.*)$/;

/** Reads the ```text block under `## Folder map`: one `path/  purpose` line per folder. */
export function parseMap(markdown: string): FolderMap | undefined {
  const section = markdown.split(/^## Folder map[ \t]*$/m)[1]?.split(/^## /m)[0];
  const block = section?.match(/^```text[ \t]*\n([\s\S]*?)^```[ \t]*$/m)?.[1];
  if (block === undefined) return undefined;
  const map: FolderMap = { purposes: new Map(), unreadable: [], repeated: [] };
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const match = mapLine.exec(line.trimEnd());
    if (!match?.[1] || !match[2]) {
      map.unreadable.push(line);
    } else if (map.purposes.has(match[1])) {
      map.repeated.push(match[1]);
    } else {
      map.purposes.set(match[1], match[2]);
    }
  }
  return map;
}

/** The block to paste: the given folders, their known purposes, a TODO for the others. */
export function renderMap(folders: readonly string[], purposes: ReadonlyMap<string, string>): string {
  const lines = folders.map((folder) => `${folder}/  ${purposes.get(folder) ?? todoPurpose}`);
  return ['```text', ...lines, '```'].join('\n');
}

/** The map as documented today, or an empty one when the document or its block is missing. */
export function documentedMap(root: string = repoRoot): FolderMap {
  let markdown = '';
  try {
    markdown = readFileSync(join(root, mapDocument), 'utf8');
  } catch {
    // no document yet: every purpose is a TODO
  }
  return parseMap(markdown) ?? { purposes: new Map(), unreadable: [], repeated: [] };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(renderMap(listFolders(), documentedMap().purposes));
}
