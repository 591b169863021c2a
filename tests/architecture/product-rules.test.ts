// docs/product-rules.md and the code agree: every "product rule N.M" a comment, a test title or another
// string cites is a rule of the document, and every text the document quotes for users is written the same
// way in the code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('count a citation in a test title or a string as well as in a comment', () => {
    const root = mkdtempSync(join(tmpdir(), 'product-rules-'));
    writeFileSync(
      join(root, 'a.test.ts'),
      [
        "describe('isJobVisible (product rule 4.3)', () => {",
        "  it('refuses with the message of product rules 5.3 and 5.5', () => {});",
        // Split so that the check of this repository does not read this line as a citation of its own.
        '  // product rule ' + '9.99: a rule the document does not define',
        '});',
      ].join('\n'),
    );
    expect(citations(root, ['a.test.ts'])).toEqual([
      { at: 'a.test.ts:1', rule: '4.3' },
      { at: 'a.test.ts:2', rule: '5.3' },
      { at: 'a.test.ts:2', rule: '5.5' },
      { at: 'a.test.ts:3', rule: '9.99' },
    ]);
    expect(rules.has('9.99')).toBe(false);
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
