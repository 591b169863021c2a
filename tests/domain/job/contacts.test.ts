import { describe, expect, it } from 'vitest';
import { orderedPhoneNumbers } from '@domain/job/contacts';

describe('orderedPhoneNumbers (product rule 2.9)', () => {
  it('puts mobile first and work last; only the first is callable', () => {
    const contacts = [
      { name: 'Work', number: '0161 496 0001' },
      { name: 'Home', number: '0161 496 0002' },
      { name: 'Mobile', number: '07700 900001' },
    ];
    expect(orderedPhoneNumbers({ contacts })).toEqual([
      { name: 'Mobile', number: '07700 900001', callable: true },
      { name: 'Home', number: '0161 496 0002', callable: false },
      { name: 'Work', number: '0161 496 0001', callable: false },
    ]);
  });

  it('reads the kind from the contact name in any case and keeps the given order within a kind', () => {
    const contacts = [
      { name: 'work phone', number: '1' },
      { name: 'Other', number: '2' },
      { name: 'MOBILE 2', number: '3' },
      { name: 'Partner', number: '4' },
      { name: 'Customer mobile', number: '5' },
    ];
    expect(orderedPhoneNumbers({ contacts }).map((c) => c.number)).toEqual(['3', '5', '2', '4', '1']);
  });

  it('makes a work number callable when it is the only one', () => {
    expect(orderedPhoneNumbers({ contacts: [{ name: 'Work', number: '0161 496 0001' }] })).toEqual([
      { name: 'Work', number: '0161 496 0001', callable: true },
    ]);
  });

  it('skips contacts without a number, so the first real number is callable', () => {
    const contacts = [
      { name: 'Mobile', number: '  ' },
      { name: 'Work', number: ' 0161 496 0001 ' },
    ];
    expect(orderedPhoneNumbers({ contacts })).toEqual([
      { name: 'Work', number: '0161 496 0001', callable: true },
    ]);
    expect(orderedPhoneNumbers({ contacts: [] })).toEqual([]);
  });
});
