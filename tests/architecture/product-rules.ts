/**
 * What the code and docs/product-rules.md must agree on: the rules the code cites in comments, test titles
 * and other strings ("product rule 5.3", "product rules 8.1–8.5") are numbered in the document, and each
 * text the document quotes for users to see is written the same way in the code.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const rulesDocument = 'docs/product-rules.md';

/** The numbers of the rules the document defines: each `- **4.3 …**` item. */
export function definedRules(text: string): Set<string> {
  return new Set([...text.matchAll(/^- \*\*(\d+\.\d+)\b/gm)].map((match) => match[1] ?? ''));
}

/** The rule numbers one citation names: "4.3", "2.1, 2.3 and 2.7", or a range "8.1–8.5". */
export function citedNumbers(list: string): string[] {
  return list.split(/,\s*|\s+and\s+/).flatMap((item) => {
    const range = /^(\d+)\.(\d+)–(\d+)\.(\d+)$/.exec(item);
    if (range === null) return [item];
    const [, part, from, , to] = range;
    const count = Number(to) - Number(from) + 1;
    return Array.from({ length: count }, (_, index) => `${part}.${Number(from) + index}`);
  });
}

/** Every product rule a line of the given files cites (comment, test title or string), as `file:line rule`. */
export function citations(root: string, files: readonly string[]): { at: string; rule: string }[] {
  const cited: { at: string; rule: string }[] = [];
  const pattern = /product rules? (\d+\.\d+(?:–\d+\.\d+)?(?:(?:,\s*|\s+and\s+)\d+\.\d+(?:–\d+\.\d+)?)*)/gi;
  for (const file of files) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          for (const rule of citedNumbers(match[1] ?? '')) cited.push({ at: `${file}:${index + 1}`, rule });
        }
      });
  }
  return cited;
}

/** The texts the document quotes for users ("…" of 6 characters or more), line breaks undone. */
export function quotedTexts(text: string): string[] {
  const joined = text.replace(/\s*\n\s*/g, ' ');
  return [...joined.matchAll(/"([^"]*)"/g)]
    .map((match) => match[1] ?? '')
    .filter((quote) => quote.length >= 6);
}

/** The code lines (comments left out) of the realms that show or send what users see. */
export function codeText(root: string): string {
  const files = execFileSync('git', ['ls-files', 'domain', 'src', 'worker', 'worker-shared', 'server'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
  return files
    .flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n'))
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

/** The pieces of a quoted text that must be in the code: the text around each `{placeholder}`. */
export function fixedPieces(quote: string): string[] {
  return quote.split(/\{[^}]*\}/).filter((piece) => piece.trim().length >= 3);
}
