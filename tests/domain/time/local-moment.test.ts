import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isValidMoment, readMoment, writeMoment } from '@domain/time/local-moment';

// Dates written before are read again: the platform's Date must read and write them as dayjs did.
const inputs = [
  '2026-11-21',
  '2026-11-21T14:05:09',
  '2026-11-21T14:05:09.123',
  '2026-11-21 14:05',
  '2026-11-21T14:05:09Z',
  '2026-11-21T14:05:09+02:00',
  '2026-2-3',
  '2026/11/21',
  '20261121',
  '2026',
  '2026-02-31',
  '2026-13-01',
  'not a date',
  '',
  new Date(2026, 10, 21, 14, 5, 9),
  new Date(Number.NaN),
  Date.UTC(2026, 0, 1, 0, 0, 0),
];
const patterns = [
  'YYYY-MM-DD',
  'DDMMYYYY',
  'ddd, DD MMM YYYY',
  'YYYY-MM-DDTHH:mm:ss',
  'DD/MM/YYYY HH:mm',
  'HH:mm',
];

describe('local moments', () => {
  it.each(inputs.map((input) => [String(input), input] as const))('reads %s as dayjs does', (_, input) => {
    const moment = readMoment(input);
    const reference = dayjs(input);
    expect(isValidMoment(moment)).toBe(reference.isValid());
    if (!reference.isValid()) return;
    expect(moment.getTime()).toBe(reference.valueOf());
    for (const pattern of patterns) expect(writeMoment(moment, pattern)).toBe(reference.format(pattern));
  });

  it('writes every weekday and month in English', () => {
    for (let day = 0; day < 366; day += 1) {
      const moment = new Date(2026, 0, 1 + day, 9, 7, 3);
      expect(writeMoment(moment, 'ddd, DD MMM YYYY HH:mm:ss')).toBe(
        dayjs(moment).format('ddd, DD MMM YYYY HH:mm:ss'),
      );
    }
  });

  it('gives a new Date, never the one it was handed', () => {
    const given = new Date(2026, 10, 21);
    const read = readMoment(given);
    read.setDate(1);
    expect(given.getDate()).toBe(21);
  });
});
