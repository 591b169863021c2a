/** Product rule 2.9: overview: the customer's address as a link that opens driving directions. */
import type { Customer } from './job';

/** The address lines and postcode joined with ', ' (blank parts left out). */
export function addressLine(
  customer: Pick<Customer, 'address_1' | 'address_2' | 'town' | 'postcode'>,
): string {
  return [customer.address_1, customer.address_2, customer.town, customer.postcode]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** A Google Maps driving-directions link to the customer's address and postcode. */
export function directionsUrl(
  customer: Pick<Customer, 'address_1' | 'address_2' | 'town' | 'postcode'>,
): string {
  const destination = encodeURIComponent(addressLine(customer));
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}&travelmode=driving`;
}
