/**
 * Counts what makes the code base hard to change, for before/after comparisons of a restructuring:
 * relative imports that climb from one realm into another, file names used in more than one folder,
 * comments that point at work items or into a document outside the repository, and README lines.
 * Run: `npx tsx scripts/house-census.ts` (add `--list` to print every hit).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

const list = process.argv.includes('--list');
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** A file's realm: its top folder, with the shared core counted as its own realm wherever it lives. */
function realmOf(path: string): string {
  if (path.startsWith('domain/') || path.startsWith('domain/')) return 'domain';
  return path.includes('/') ? (path.split('/')[0] ?? '') : '.';
}

const climbs: string[] = [];
const workItems: string[] = [];
const outsidePointers: string[] = [];
const specifier = /(?:from|import)\s*\(?\s*'(\.\.\/[^']+)'/g;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifier)) {
    const target = normalize(join(dirname(file), match[1] ?? ''));
    if (realmOf(target) !== realmOf(file)) climbs.push(`${file} → ${match[1]}`);
  }
  text.split('\n').forEach((line, index) => {
    const comment = /(\/\/|\/\*|^\s*\*)(.*)$/.exec(line)?.[2];
    if (comment === undefined) return;
    if (/\b(issue|hole|work item)s? #?\d+/i.test(comment)) workItems.push(`${file}:${index + 1}`);
    if (/spec §|§\s?\d|\.\.\/shared/.test(comment)) outsidePointers.push(`${file}:${index + 1}`);
  });
}

const byName = new Map<string, string[]>();
for (const file of files) {
  const name = basename(file);
  byName.set(name, [...(byName.get(name) ?? []), file]);
}
const collisions = [...byName].filter(([, paths]) => new Set(paths.map(dirname)).size > 1);

const readmeLines = readFileSync('README.md', 'utf8').split('\n').length - 1;

console.log(`relative imports climbing into another realm: ${climbs.length}`);
console.log(`file names used in more than one folder: ${collisions.length}`);
console.log(`comments naming a work item: ${workItems.length}`);
console.log(`comments pointing into a document outside the repository: ${outsidePointers.length}`);
console.log(`README lines: ${readmeLines}`);
if (list) {
  console.log('\n# climbs', ...climbs.map((c) => `\n  ${c}`));
  console.log('\n# collisions', ...collisions.map(([name, paths]) => `\n  ${name}: ${paths.join(', ')}`));
  console.log('\n# work items', ...workItems.map((c) => `\n  ${c}`));
}
