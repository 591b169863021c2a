// Comments, test titles and other strings explain the why in the code's own terms: none names a work item
// or points into a document outside the repository (the product rules the code cites are
// docs/product-rules.md). The count is the census script's own (scripts/house-census.ts), so the script and
// CI cannot disagree.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countHouse, houseCensus } from '@scripts/house-census';
import { repoRoot } from './folder-map';

/** A throwaway repository holding these files and a README. */
function repoWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'house-census-'));
  writeFileSync(join(root, 'README.md'), '# A\n\nB\n');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the house census', () => {
  const census = houseCensus(repoRoot);

  it('finds no file name used in two folders, but for one idea on the two sides of a wire', () => {
    expect(census.collisions).toEqual([]);
  });

  it('finds no import that climbs out of its realm', () => {
    expect(census.climbs).toEqual([]);
  });

  it('lets a name be shared only by two sides of a wire that say so at their top', () => {
    const root = repoWith({
      'src/engine.ts': "/** The page's side of worker/engine.ts. */\n",
      'worker/engine.ts': "/** The engine's side (src/engine.ts is the page's side). */\n",
      'src/util.ts': '/** Helpers. */\n',
      'server/util.ts': '/** Helpers. */\n',
    });
    const census = countHouse(root, ['src/engine.ts', 'worker/engine.ts', 'src/util.ts', 'server/util.ts']);
    expect(census.collisions).toEqual([['util.ts', ['src/util.ts', 'server/util.ts']]]);
    expect(census.twoSides).toEqual([['engine.ts', ['src/engine.ts', 'worker/engine.ts']]]);
  });

  it('finds no line that names a work item', () => {
    expect(census.workItems).toEqual([]);
  });

  it('finds no line that points into a document outside the repository', () => {
    expect(census.outsidePointers).toEqual([]);
  });

  it('counts work items and outside pointers in comments, titles and strings, line by line', () => {
    const issue = ['iss', 'ue 14'].join('');
    const section = ['spec ', '\u00a7', '4'].join('');
    const files = {
      'worker/a.ts': [
        `// Fixed in ${issue}.`,
        `/** The rule of ${section}. */`,
        ` * see ../${'shared'}/spec/driver-app-spec.md`,
        `const label = '${issue} ${section}';`,
        '// product rule 4.3: the why, in the code’s own terms',
        `it('refuses with the ${['\u00a7', '5'].join('')} message', () => {});`,
        "it('refuses with the message of product rule 5.7', () => {});",
      ].join('\n'),
      'src/b.ts': `// ${['hole', '7'].join(' ')} and ${['helper', 'P'].join(' ')}; ${['issue', '4'].join('-')} decisions\n`,
    };
    const found = countHouse(repoWith(files), Object.keys(files));
    expect(found.workItems).toEqual(['worker/a.ts:1', 'worker/a.ts:4', 'src/b.ts:1']);
    expect(found.outsidePointers).toEqual([
      'worker/a.ts:2',
      'worker/a.ts:3',
      'worker/a.ts:4',
      'worker/a.ts:6',
    ]);
    expect(found.readmeLines).toBe(3);
  });

  it('reads the stylesheets, SQL, HTML and shell scripts git tracks as well as the code', () => {
    const issue = ['iss', 'ue 13'].join('');
    const root = repoWith({
      'src/styles/a.css': `/* The bar moved (${issue}). */\n`,
      'server/db/migrations/001_a.sql': `-- Kept since ${issue}.\n`,
      'index.html': '<!-- a page -->\n',
      'notes.txt': `${issue}\n`,
    });
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '.'], { cwd: root });
    expect(houseCensus(root).workItems.sort()).toEqual([
      'server/db/migrations/001_a.sql:1',
      'src/styles/a.css:1',
    ]);
  });

  it('counts imports that climb into another realm and names used in two folders', () => {
    const files = {
      // Split so that the census of this repository does not count this line as a climb of its own.
      'worker/a/x.ts': 'import { y } from ' + "'../../src/y';\nimport { z } from '../z';\n",
      'worker/z.ts': '',
      'src/y.ts': '',
      'src/a/x.ts': '',
    };
    const found = countHouse(repoWith(files), Object.keys(files));
    expect(found.climbs).toEqual(['worker/a/x.ts → ../../src/y']);
    expect(found.collisions).toEqual([['x.ts', ['worker/a/x.ts', 'src/a/x.ts']]]);
  });
});
