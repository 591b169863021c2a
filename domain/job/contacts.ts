/** Product rule 2.9: overview phone numbers: mobile first, work last, only the first callable. */
import type { Customer } from './job';

/** A phone number as the overview lists it. */
export interface PhoneNumber {
  name: string;
  number: string;
  callable: boolean;
}

/** 0 for a mobile contact, 2 for a work one, 1 for any other (by its name, any case). */
function rank(name: string): number {
  const n = name.toLowerCase();
  if (n.includes('mobile')) return 0;
  if (n.includes('work')) return 2;
  return 1;
}

/**
 * The customer's contacts with a number, mobile first and work last (others
 * between, in their given order); only the first one is callable.
 */
export function orderedPhoneNumbers(customer: Pick<Customer, 'contacts'>): PhoneNumber[] {
  return customer.contacts
    .filter((contact) => contact.number.trim() !== '')
    .map((contact, index) => ({ contact, index, rank: rank(contact.name) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ contact }, i) => ({ name: contact.name, number: contact.number.trim(), callable: i === 0 }));
}
