import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentedMap,
  listFolders,
  mapDocument,
  parseMap,
  renderMap,
  repoRoot,
  todoPurpose,
} from './folder-map';

const paste = `run \`npx tsx tests/architecture/folder-map.ts\` and paste its block under "## Folder map" in ${mapDocument}`;

function entries(folder: string) {
  return readdirSync(join(repoRoot, folder), { withFileTypes: true }).filter(
    (entry) => !entry.name.startsWith('.'),
  );
}

function foldersIn(folder: string): string[] {
  return entries(folder)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function filesIn(folder: string): string[] {
  return entries(folder)
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

describe('the folder map in docs/architecture.md', () => {
  const map = documentedMap();

  it('lists exactly the real folders, each once, as `path/  purpose`', () => {
    const real = listFolders();
    const documented = [...map.purposes.keys()];
    expect(
      {
        missing: real.filter((folder) => !map.purposes.has(folder)),
        gone: documented.filter((folder) => !real.includes(folder)),
        unreadable: map.unreadable,
        repeated: map.repeated,
      },
      paste,
    ).toEqual({ missing: [], gone: [], unreadable: [], repeated: [] });
  });

  it('says what every folder holds', () => {
    const todo = [...map.purposes]
      .filter(([, purpose]) => purpose.includes('TODO'))
      .map(([folder]) => folder);
    expect(todo, `replace "${todoPurpose}" in ${mapDocument}`).toEqual([]);
  });
});

describe('the printer and the parser', () => {
  it('read back what they print, keeping known purposes and marking new folders', () => {
    const block = renderMap(['src', 'src/domain'], new Map([['src', 'the main thread']]));
    const parsed = parseMap(`# Doc\n\n## Folder map\n\nSome words.\n\n${block}\n\n## Next\n`);
    expect([...(parsed?.purposes ?? [])]).toEqual([
      ['src', 'the main thread'],
      ['src/domain', todoPurpose],
    ]);
  });

  it('reports lines that are not `path/  purpose` and folders listed twice', () => {
    const parsed = parseMap('## Folder map\n\n```text\nsrc/  one\nsrc/  two\nsrc the main thread\n```\n');
    expect(parsed?.unreadable).toEqual(['src the main thread']);
    expect(parsed?.repeated).toEqual(['src']);
  });
});

/**
 * Each tests folder mirrors a code folder: its folders are the code's folders (or support/; and in
 * tests/engine, chaos/ and fuzz/, which drive the whole engine rather than one folder of it).
 */
const mirrors: [tests: string, code: string, alsoAllowed: string[]][] = [
  ['tests/engine', 'worker', ['support', 'chaos', 'fuzz']],
  ['tests/worker-shared', 'worker-shared', []],
  ['tests/domain', 'domain', ['support']],
];

describe('tests mirror the code', () => {
  it.each(mirrors)('every folder of %s is a folder of %s (or %j)', (tests, code, alsoAllowed) => {
    const allowed = [...foldersIn(code), ...alsoAllowed];
    expect(foldersIn(tests).filter((folder) => !allowed.includes(folder))).toEqual([]);
  });

  it('no test sits at the root of tests/domain or tests/worker-shared', () => {
    expect([...filesIn('tests/domain'), ...filesIn('tests/worker-shared')]).toEqual([]);
  });

  it('domain/ has only subject folders, no loose files (its lint rule counts on one level)', () => {
    expect(filesIn('domain').filter((file) => file !== 'tsconfig.json')).toEqual([]);
  });
});
