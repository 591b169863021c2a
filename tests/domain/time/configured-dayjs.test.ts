import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALE, dayjs } from '../../../src/domain/time/configured-dayjs';

describe('configured dayjs', () => {
  it('parses custom formats strictly', () => {
    expect(dayjs('21112026', 'DDMMYYYY', true).format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(dayjs('31022026', 'DDMMYYYY', true).isValid()).toBe(false);
  });

  it('loads en-gb for display without changing the global locale', () => {
    expect(DISPLAY_LOCALE).toBe('en-gb');
    expect(dayjs.locale()).toBe('en');
    expect(
      dayjs(new Date(2026, 10, 21, 14, 5))
        .locale(DISPLAY_LOCALE)
        .format('L LT'),
    ).toBe('21/11/2026 14:05');
  });
});
