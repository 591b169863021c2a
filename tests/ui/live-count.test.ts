/**
 * The counts that change while the driver watches sit in boxes of their own (as wide as their digits), and
 * the words around them read as they were written.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveCount, withLiveCounts } from '@src/components/live-count';

const markup = (words: string) =>
  renderToStaticMarkup(createElement(Fragment, null, ...withLiveCounts(words)));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a live count', () => {
  it('is a box as wide as its digits', () => {
    expect(renderToStaticMarkup(createElement(LiveCount, { value: 7 }))).toBe(
      '<span class="live-count" style="inline-size:1ch">7</span>',
    );
    expect(renderToStaticMarkup(createElement(LiveCount, { value: 150 }))).toContain(
      'style="inline-size:3ch">150<',
    );
  });

  it('boxes each run of digits in the words and keeps every word and digit as written', () => {
    const words = 'Sending 12 jobs · 3 photos · 007 signatures…';
    const html = markup(words);
    expect(text(html)).toBe(words);
    expect(html.match(/class="live-count"/g)).toHaveLength(3);
    expect(html).toContain('style="inline-size:3ch">007<');
  });

  it('leaves words without digits as they are', () => {
    expect(markup('Sync failed.')).toBe('Sync failed.');
    expect(withLiveCounts('')).toEqual(['']);
  });
});
