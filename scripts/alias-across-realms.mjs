/**
 * Lint rule: a module in one realm (top folder) imports another realm through that realm's path alias
 * (`@domain/job/job`), never by climbing out of its own with `../`. Then every realm rule in
 * eslint.config.js is a rule about aliases, and a file can move inside its realm without breaking them.
 * `new URL('…', import.meta.url)` is not an import and stays relative (Vite finds the worker that way).
 */
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The realm of an absolute path: its top folder under the repository (`.` at the root, `^` above it). */
function realmOf(path) {
  const inRepo = relative(repoRoot, path);
  if (inRepo.startsWith('..')) return '^';
  const parts = inRepo.split(sep);
  return parts.length === 1 ? '.' : parts[0];
}

export const aliasAcrossRealms = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another realm through its path alias, not a relative climb.' },
    messages: {
      climb: "Import {{target}}/ through its alias ('@{{target}}/…'), not a '../' climb out of {{realm}}/.",
    },
    schema: [],
  },
  create(context) {
    const realm = realmOf(context.filename);
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('../')) return;
      const target = realmOf(join(dirname(context.filename), specifier));
      // A file at the root (package.json) belongs to no realm and has no alias.
      if (target !== realm && target !== '.')
        context.report({ node: node.source, messageId: 'climb', data: { target, realm } });
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
