// docs/product-rules.md and the code agree: every "product rule N.M" a comment cites is a rule of the
// document, and every text the document quotes for users is written the same way in the code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './folder-map';
import {
  citations,
  citedNumbers,
  codeText,
  definedRules,
  fixedPieces,
  quotedTexts,
  rulesDocument,
} from './product-rules';

const document = readFileSync(join(repoRoot, rulesDocument), 'utf8');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

describe('the product rules', () => {
  const rules = definedRules(document);

  it('are numbered part by part, each number once', () => {
    const numbers = [...document.matchAll(/^- \*\*(\d+\.\d+)\b/gm)].map((match) => match[1]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(rules.has('1.1')).toBe(true);
    expect(rules.has('9.1')).toBe(true);
  });

  it('define every rule the code cites', () => {
    const cited = citations(repoRoot, sources);
    expect(cited.length).toBeGreaterThan(200);
    expect(cited.filter(({ rule }) => !rules.has(rule))).toEqual([]);
  });

  it('quote only texts the code writes the same way', () => {
    const code = codeText(repoRoot);
    const quotes = quotedTexts(document);
    expect(quotes).toContain('You must select a reason to fail the job.');
    const missing = quotes.filter((quote) => fixedPieces(quote).some((piece) => !code.includes(piece)));
    expect(missing).toEqual([]);
  });

  it('leave the architecture rules to docs/architecture.md, which numbers every one a comment cites', () => {
    const architecture = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const numbered = new Set(['1', ...[...architecture.matchAll(/^(\d)\. \*\*/gm)].map((match) => match[1])]);
    const cited = sources.flatMap((file) =>
      [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/architecture rules? (\d)(?:–(\d))?/g)].flatMap(
        ([, from = '', to]) => {
          const last = Number(to ?? from);
          return Array.from({ length: last - Number(from) + 1 }, (_, index) => String(Number(from) + index));
        },
      ),
    );
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((rule) => !numbered.has(rule))).toEqual([]);
  });

  it('read a citation as a list, a range or one rule', () => {
    expect(citedNumbers('4.3')).toEqual(['4.3']);
    expect(citedNumbers('2.1, 2.3 and 2.7')).toEqual(['2.1', '2.3', '2.7']);
    expect(citedNumbers('8.1–8.3')).toEqual(['8.1', '8.2', '8.3']);
    expect(fixedPieces('You must select a reason for {label} to fail the job.')).toEqual([
      'You must select a reason for ',
      ' to fail the job.',
    ]);
  });
});
