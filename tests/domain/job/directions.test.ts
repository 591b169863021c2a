import { describe, expect, it } from 'vitest';
import { addressLine, directionsUrl } from '@domain/job/directions';

const customer = {
  address_1: '14 Burton Road',
  address_2: 'Didsbury',
  town: 'Manchester',
  postcode: 'M20 2LW',
};

describe('directionsUrl (product rule 2.9)', () => {
  it('links to driving directions to the address and postcode', () => {
    const url = directionsUrl(customer);
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=14%20Burton%20Road%2C%20Didsbury%2C%20Manchester%2C%20M20%202LW&travelmode=driving',
    );
    expect(decodeURIComponent(new URL(url).searchParams.get('destination') ?? '')).toBe(
      '14 Burton Road, Didsbury, Manchester, M20 2LW',
    );
  });

  it('escapes characters that would break the link', () => {
    const url = directionsUrl({ address_1: 'Flat 2 & 3 #B', postcode: 'SW1A 1AA' });
    expect(new URL(url).searchParams.get('destination')).toBe('Flat 2 & 3 #B, SW1A 1AA');
    expect(new URL(url).searchParams.get('travelmode')).toBe('driving');
  });
});

describe('addressLine', () => {
  it('leaves out blank or missing parts', () => {
    expect(addressLine({ address_1: '1 High Street', address_2: ' ', postcode: 'SW1A 1AA' })).toBe(
      '1 High Street, SW1A 1AA',
    );
  });
});
