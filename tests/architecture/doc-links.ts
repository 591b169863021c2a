/**
 * The local links of the README and the docs: every `[text](target)` and `![alt](target)` that names a file
 * of the repository, resolved from the page it is on, with the heading it points at when it has a `#`.
 * A link that climbs out of the repository, or to a file or heading that is not there, is a broken link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { realmFolders } from '@scripts/realms';

/** The Markdown pages whose links are checked: the README and every page of docs/. */
export function documentPages(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** A link on a page: where it points (without its heading) and the heading after `#`, if any. */
export type LocalLink = { page: string; target: string; heading: string | null };

/** The links of a page that point into the repository (not http, mailto or a bare `#heading` on the page). */
export function localLinks(page: string, text: string): LocalLink[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  const links: LocalLink[] = [];
  for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const href = match[1] ?? '';
    if (/^[a-z]+:/i.test(href)) continue;
    const [target = '', heading = null] = href.split('#');
    links.push({ page, target: target === '' ? page : target, heading });
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings. */
export function anchorsOf(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  const headings = [...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(headings.map(headingAnchor));
}

/** What is wrong with a link, or null when it resolves inside the repository. */
export function linkProblem(root: string, link: LocalLink): string | null {
  const pageLink = link.target === link.page;
  const file = pageLink ? join(root, link.page) : resolve(root, dirname(link.page), link.target);
  const inRepo = relative(root, file);
  if (inRepo.startsWith('..')) return `${link.page}: ${link.target} leaves the repository`;
  if (!existsSync(file)) return `${link.page}: ${link.target} does not exist`;
  if (link.heading === null || !file.endsWith('.md')) return null;
  if (!anchorsOf(readFileSync(file, 'utf8')).has(link.heading)) {
    return `${link.page}: ${link.target}#${link.heading} names no heading of ${inRepo}`;
  }
  return null;
}

/** Every broken local link of the README and the docs. */
export function brokenLinks(root: string): string[] {
  return documentPages(root).flatMap((page) =>
    localLinks(page, readFileSync(join(root, page), 'utf8'))
      .map((link) => linkProblem(root, link))
      .filter((problem): problem is string => problem !== null),
  );
}

/** The top folders a path named in a page can start with: the realms, and the docs themselves. */
const namedFolders = [...realmFolders, 'docs'];
/** What a run writes and git ignores: named in the pages, absent from a clean clone. */
const written = ['docs/benchmarks/field-test/'];

/**
 * Every file path a page names in backticks (`worker/engine.ts`) that is not in the repository, so a moved or
 * renamed file cannot leave its old path behind in the prose. Paths with placeholders (`<file>`) are skipped.
 */
export function stalePaths(root: string): string[] {
  const pattern = new RegExp(`\`((?:${namedFolders.join('|')})/[\\w./-]*\\.\\w+)(?::[\\w-]+)?\``, 'g');
  return documentPages(root).flatMap((page) =>
    [...readFileSync(join(root, page), 'utf8').matchAll(pattern)]
      .map((match) => match[1] ?? '')
      .filter((path) => !written.some((prefix) => path.startsWith(prefix)) && !existsSync(join(root, path)))
      .map((path) => `${page}: ${path} does not exist`),
  );
}
