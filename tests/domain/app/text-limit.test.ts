import { describe, expect, it } from 'vitest';
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import { limitText, textCounter } from '@domain/app/text-limit';

describe('limitText (product rule 5.6)', () => {
  it('cuts to 150 characters by default', () => {
    expect(limitText('x'.repeat(151))).toBe('x'.repeat(TEXT_MAX_CHARS));
    expect(limitText('x'.repeat(150))).toBe('x'.repeat(150));
    expect(limitText('short')).toBe('short');
    expect(limitText('')).toBe('');
  });

  it('cuts to a given maximum', () => {
    expect(limitText('abcdef', 3)).toBe('abc');
    expect(limitText('abc', 0)).toBe('');
  });

  it('never leaves half an emoji at the cut', () => {
    const text = `${'a'.repeat(149)}😀`;
    expect(text.length).toBe(151);
    expect(limitText(text)).toBe('a'.repeat(149));
    expect(limitText(`${'a'.repeat(148)}😀b`)).toBe(`${'a'.repeat(148)}😀`);
  });
});

describe('textCounter', () => {
  it('labels "{n} of {max} max. characters"', () => {
    expect(textCounter('', 150).label).toBe('0 of 150 max. characters');
    expect(textCounter('hello', 150).label).toBe('5 of 150 max. characters');
  });

  it('warns when 10 or fewer characters remain (default threshold)', () => {
    expect(textCounter('x'.repeat(139), 150)).toEqual({
      label: '139 of 150 max. characters',
      warning: false,
    });
    expect(textCounter('x'.repeat(140), 150)).toEqual({ label: '140 of 150 max. characters', warning: true });
    expect(textCounter('x'.repeat(141), 150).warning).toBe(true);
    expect(textCounter('x'.repeat(150), 150).warning).toBe(true);
  });

  it('honours a given threshold', () => {
    expect(textCounter('x'.repeat(45), 50, 5).warning).toBe(true);
    expect(textCounter('x'.repeat(44), 50, 5).warning).toBe(false);
  });
});
