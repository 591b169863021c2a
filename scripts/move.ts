/**
 * Moves files or folders with `git mv` and rewrites every import that names them, so a restructuring is one
 * re-runnable command instead of hand edits. An import that crosses realms (top folders; `domain/` is one)
 * is written with the realm's path alias (`@domain/…`, `@worker/…`, tsconfig.base.json), one inside a realm
 * stays relative. Specifiers are rewritten only when they name a real file, so other strings are safe.
 *
 *   npx tsx scripts/move.ts FROM TO [FROM TO …]     move each FROM (file or folder) to TO
 *   npx tsx scripts/move.ts --aliases               only rewrite cross-realm imports to aliases
 *
 * Text elsewhere (docs, comments, configs) that names a moved path is replaced too (`FROM` → `TO` wherever
 * it is a whole path or a path's start); the git history shows each move as a rename.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, posix, relative } from 'node:path';
import { realmAliases, realmOf } from './realms';

const codeExtensions = ['.ts', '.tsx', '.mjs', '.js'];
const textExtensions = ['.md', '.json', '.sh', '.yml', '.yaml', '.html'];

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' });
}

const tracked = git('ls-files').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

/** The tracked file a specifier names from `importer`, or undefined when it names none. */
function resolveSpecifier(
  importer: string,
  specifier: string,
): { file: string; form: SpecifierForm } | undefined {
  let base: string;
  const alias = realmAliases.find(({ prefix }) => specifier.startsWith(`${prefix}/`));
  if (alias !== undefined) base = posix.join(alias.folder, specifier.slice(alias.prefix.length + 1));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = normalize(join(dirname(importer), specifier))
      .split('\\')
      .join('/');
  else return undefined;
  if (trackedSet.has(base)) return { file: base, form: 'exact' };
  for (const extension of ['.ts', '.tsx', '.js', '.mjs']) {
    if (trackedSet.has(base + extension)) return { file: base + extension, form: 'bare' };
  }
  for (const extension of ['.ts', '.tsx']) {
    if (trackedSet.has(`${base}/index${extension}`))
      return { file: `${base}/index${extension}`, form: 'index' };
  }
  return undefined;
}

type SpecifierForm = 'exact' | 'bare' | 'index';

/** How `importer` (at its new place) names `target` (at its new place), in the form it used before. */
function specifierFor(importer: string, target: string, form: SpecifierForm): string {
  let path = target;
  if (form === 'bare') path = path.replace(/\.(ts|tsx|js|mjs)$/, '');
  if (form === 'index') path = path.replace(/\/index\.(ts|tsx)$/, '');
  const targetRealm = realmOf(target);
  // Config files at the root are loaded before any alias is known: they stay relative.
  if (targetRealm !== realmOf(importer) && realmOf(importer) !== '.') {
    const alias = realmAliases.find(({ folder }) => folder === targetRealm);
    if (alias !== undefined) return `${alias.prefix}/${path.slice(alias.folder.length + 1)}`;
  }
  const relativePath = relative(dirname(importer), path).split('\\').join('/');
  return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
}

const args = process.argv.slice(2);
const onlyAliases = args[0] === '--aliases';
const pairs: [string, string][] = [];
for (let i = 0; !onlyAliases && i < args.length; i += 2) {
  const from = args[i]?.replace(/\/$/, '');
  const to = args[i + 1]?.replace(/\/$/, '');
  if (!from || !to) throw new Error('usage: move.ts FROM TO [FROM TO …] | --aliases');
  pairs.push([from, to]);
}

/** Old path → new path for every tracked file that moves. */
const moves = new Map<string, string>();
for (const [from, to] of pairs) {
  const isFolder = existsSync(from) && statSync(from).isDirectory();
  for (const file of tracked) {
    if (isFolder && file.startsWith(`${from}/`)) moves.set(file, `${to}/${file.slice(from.length + 1)}`);
    else if (!isFolder && file === from) moves.set(file, to);
  }
  if (![...moves.keys()].some((file) => file === from || file.startsWith(`${from}/`)))
    throw new Error(`nothing tracked at ${from}`);
}
const newPath = (file: string): string => moves.get(file) ?? file;

// A quoted specifier in an import, export, dynamic import, vi.mock or vi.importActual. `new URL(…)` is left
// alone: Vite finds workers by a relative URL, not through an alias.
const specifierPattern =
  /((?:\bfrom|\bimport|\bimport\(|\bvi\.mock\(|\bvi\.importActual(?:<[^>]*>)?\(|\bvi\.doMock\()\s*)(['"])([^'"\n]+)\2/g;

const rewritten = new Map<string, string>();
for (const file of tracked) {
  if (!codeExtensions.some((extension) => file.endsWith(extension)) || !existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  const importer = newPath(file);
  const next = text.replace(
    specifierPattern,
    (whole, lead: string, quote: string, specifier: string, at: number) => {
      // An import written inside a string (a lint probe's source text) is data, not an import.
      const lineStart = text.lastIndexOf('\n', at) + 1;
      const before = text.slice(lineStart, at);
      if (quote === "'" && (before.split('"').length % 2 === 0 || before.split('`').length % 2 === 0))
        return whole;
      const resolved = resolveSpecifier(file, specifier);
      if (resolved === undefined) return whole;
      const target = newPath(resolved.file);
      const moved = moves.has(file) || moves.has(resolved.file);
      const crossesRealm = realmOf(target) !== realmOf(importer);
      const isAlias = specifier.startsWith('@');
      const atRoot = realmOf(importer) === '.';
      const wanted = crossesRealm && !atRoot ? isAlias : !isAlias;
      if (!moved && !(onlyAliases && !wanted)) return whole;
      return `${lead}${quote}${specifierFor(importer, target, resolved.form)}${quote}`;
    },
  );
  if (next !== text) rewritten.set(file, next);
}

for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  git('mv', from, to);
}
for (const [file, text] of rewritten) writeFileSync(newPath(file), text);

// Paths named in prose, configs and comments. Longest first, so `domain/` wins over a shorter pair.
const textPairs = [...pairs].sort((a, b) => b[0].length - a[0].length);
if (textPairs.length > 0) {
  for (const file of git('ls-files').split('\n').filter(Boolean)) {
    const isText = [...codeExtensions, ...textExtensions].some((extension) => file.endsWith(extension));
    if (!isText || !existsSync(file) || file === 'package-lock.json') continue;
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [from, to] of textPairs) {
      // Whole paths only (`domain` in `../domain/x` or `"../domain"`, not in `src/domains`).
      const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      next = next.replace(new RegExp(`(?<![\\w@-])${escaped}(?![\\w-])`, 'g'), to);
    }
    if (next !== text) writeFileSync(file, next);
  }
}
console.log(`moved ${moves.size} files, rewrote imports in ${rewritten.size}`);
