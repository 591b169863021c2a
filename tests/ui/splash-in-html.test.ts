// The splash is painted from index.html before any script runs, and React draws src/app/splash.tsx over it:
// the two must be the same markup, or the first screen would change as React takes over.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from '@src/app/splash';

/**
 * Markup with the whitespace between tags and the self-closing slashes left out, and the image preload React's
 * server renderer puts first (index.html has it in its head).
 */
const normalized = (html: string) =>
  html
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '>')
    .trim();

describe('the splash in index.html', () => {
  it('is the markup React draws for the splash', () => {
    const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(page)?.[1];
    expect(root).toBeDefined();
    expect(normalized(root ?? '')).toBe(normalized(renderToStaticMarkup(createElement(Splash))));
  });
});
