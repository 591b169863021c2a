// Every local link of the README and docs/*.md resolves to a file of the repository, and to a heading
// of it when it names one, so a moved or renamed page cannot leave a dead link behind.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, documentPages, headingAnchor, localLinks, stalePaths } from './doc-links';
import { repoRoot } from './folder-map';

/** A throwaway repository holding these pages. */
function repoWith(pages: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  mkdirSync(join(root, 'docs'));
  for (const [path, text] of Object.entries(pages)) writeFileSync(join(root, path), text);
  return root;
}

describe('the links of the README and docs/', () => {
  it('checks the README and every page of docs/', () => {
    const pages = documentPages(repoRoot);
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/architecture.md');
    expect(pages).toContain('docs/glossary.md');
    expect(pages).toContain('docs/product-rules.md');
  });

  it('all resolve inside the repository', () => {
    expect(brokenLinks(repoRoot)).toEqual([]);
  });

  it('name only files that exist (a moved file leaves no old path behind)', () => {
    expect(stalePaths(repoRoot)).toEqual([]);
  });

  it('names a file path that is gone, and skips placeholders and what a run writes', () => {
    const root = repoWith({
      'README.md': '`docs/using.md` `worker/gone.ts` `sw/<file>.ts` `docs/benchmarks/field-test/REPORT.html`',
      'docs/using.md': '# Using\n',
    });
    expect(stalePaths(root)).toEqual(['README.md: worker/gone.ts does not exist']);
  });

  it('reads links and images, and leaves web links and code blocks alone', () => {
    const text =
      '[a](docs/a.md#one) ![b](docs/b.png) [c](https://example.com) [d](#here)\n```\n[e](nowhere.md)\n```';
    expect(localLinks('README.md', text)).toEqual([
      { page: 'README.md', target: 'docs/a.md', heading: 'one' },
      { page: 'README.md', target: 'docs/b.png', heading: null },
      { page: 'README.md', target: 'README.md', heading: 'here' },
    ]);
  });

  it('makes heading anchors as GitHub does', () => {
    expect(headingAnchor('Benchmark: sync with the engine in its worker')).toBe(
      'benchmark-sync-with-the-engine-in-its-worker',
    );
    expect(headingAnchor('The image store, read once per photo sent (fixed)')).toBe(
      'the-image-store-read-once-per-photo-sent-fixed',
    );
  });

  it('names a link out of the repository, a missing file and a missing heading', () => {
    const root = repoWith({
      'README.md':
        '[spec](../outside/spec.md) [gone](docs/gone.md) [use](docs/using.md#nothing) [ok](docs/using.md#offline)',
      'docs/using.md': '# Using\n\n## Offline\n',
    });
    expect(brokenLinks(root)).toEqual([
      'README.md: ../outside/spec.md leaves the repository',
      'README.md: docs/gone.md does not exist',
      'README.md: docs/using.md#nothing names no heading of docs/using.md',
    ]);
  });
});
