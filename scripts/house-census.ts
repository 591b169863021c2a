/**
 * Counts what makes the code base hard to change, for before/after comparisons of a restructuring:
 * relative imports that climb from one realm into another, file names used in more than one folder,
 * lines that point at work items or into a document outside the repository (in a comment, a test title or any
 * other string), and README lines.
 * Run: `npx tsx scripts/house-census.ts` (add `--list` to print every hit). It exits 1 while any line names
 * a work item or points outside the repository, so CI keeps both at 0
 * (`tests/architecture/house-census.test.ts` runs the same count).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realmOf } from './realms';

/** What the census found; each list holds one line per hit (`file:line`, or `file → import`). */
export type HouseCensus = {
  climbs: string[];
  collisions: [name: string, paths: string[]][];
  /** Names shared by one idea's two sides of a wire, each file saying so at its top. */
  twoSides: [name: string, paths: string[]][];
  workItems: string[];
  outsidePointers: string[];
  readmeLines: number;
};

/** A line that names a work item: the word issue, hole or work item with its number, or a helper by letter. */
export const workItemPattern = /\b(issue|hole|work item)s?[ -]#?\d+|\bhelper [A-Z]\b/i;
/**
 * A line that points into a document outside the repository: a section sign, the shared folder, the design
 * notes. The section sign is written as an escape so that this line does not count itself.
 */
export const outsidePointerPattern = /spec \u00a7|\u00a7\s?\d|\.\.\/shared|\bDESIGN\b/;

/** Counts one set of files (paths relative to root) and the README under root. */
export function countHouse(root: string, files: readonly string[]): HouseCensus {
  const climbs: string[] = [];
  const workItems: string[] = [];
  const outsidePointers: string[] = [];
  // Import statements and dynamic imports only: an import written in a string (a lint probe) is data.
  const specifier =
    /(?:^\s*(?:import|export)\b[^'";]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)'(\.\.\/[^']+)'/gm;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(specifier)) {
      const target = normalize(join(dirname(file), match[1] ?? ''));
      // A file at the root (package.json) belongs to no realm and has no alias.
      if (realmOf(target) !== realmOf(file) && realmOf(target) !== '.') climbs.push(`${file} → ${match[1]}`);
    }
    // The whole line: a test title or a message cites a work item as readily as a comment does.
    text.split('\n').forEach((line, index) => {
      if (workItemPattern.test(line)) workItems.push(`${file}:${index + 1}`);
      if (outsidePointerPattern.test(line)) outsidePointers.push(`${file}:${index + 1}`);
    });
  }

  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  const repeated = [...byName].filter(([, paths]) => new Set(paths.map(dirname)).size > 1);
  // Two files may share a name when they are one idea on the two sides of a wire and each says so at its
  // top, naming the other ("The page's side of worker/engine.ts").
  const opening = (file: string) => readFileSync(join(root, file), 'utf8').split('\n').slice(0, 4).join(' ');
  const sayTwoSides = (paths: string[]) =>
    paths.length === 2 &&
    paths.every((path, i) => {
      const text = opening(path);
      return text.includes('side') && text.includes(paths[1 - i] ?? '');
    });
  const collisions = repeated.filter(([, paths]) => !sayTwoSides(paths));
  const twoSides = repeated.filter(([, paths]) => sayTwoSides(paths));

  const readmeLines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length - 1;
  return { climbs, collisions, twoSides, workItems, outsidePointers, readmeLines };
}

/**
 * The files a census reads: the code, and the stylesheets, SQL, HTML and shell scripts whose comments explain
 * the code as much as its own do.
 */
export const censusFiles = ['*.ts', '*.tsx', '*.mjs', '*.js', '*.css', '*.sql', '*.html', '*.sh'];

/** The census of the repository at root: every file git tracks that `censusFiles` names. */
export function houseCensus(root: string): HouseCensus {
  const files = execFileSync('git', ['ls-files', ...censusFiles], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return countHouse(root, files);
}

function main(): void {
  const census = houseCensus(process.cwd());
  console.log(`relative imports climbing into another realm: ${census.climbs.length}`);
  console.log(
    `file names used in more than one folder: ${census.collisions.length}` +
      ` (and ${census.twoSides.length} pairs that are one idea's two sides of a wire, each saying so)`,
  );
  console.log(`lines naming a work item: ${census.workItems.length}`);
  console.log(`lines pointing into a document outside the repository: ${census.outsidePointers.length}`);
  console.log(`README lines: ${census.readmeLines}`);
  if (process.argv.includes('--list')) {
    console.log('\n# climbs', ...census.climbs.map((c) => `\n  ${c}`));
    console.log(
      '\n# collisions',
      ...census.collisions.map(([name, paths]) => `\n  ${name}: ${paths.join(', ')}`),
    );
    console.log('\n# work items', ...census.workItems.map((c) => `\n  ${c}`));
    console.log('\n# pointers outside the repository', ...census.outsidePointers.map((c) => `\n  ${c}`));
  }
  if (census.workItems.length > 0 || census.outsidePointers.length > 0) {
    console.error(
      'Comments and strings must say the why in the code’s own terms: no work items, no pointers outside.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
