/**
 * Product rule 4.15: where a customer's messages go (the first phone number, mobile first, else the e-mail),
 * and how the office sees it: masked, so a screen over a shoulder shows whose message it was, not the number.
 */
import { orderedPhoneNumbers } from '../job/contacts';
import type { Customer } from '../job/job';

/** The customer's first phone number, else their e-mail; null when they have neither. */
export function messageRecipient(customer: Pick<Customer, 'contacts' | 'email'>): string | null {
  const phone = orderedPhoneNumbers(customer)[0]?.number;
  if (phone !== undefined) return phone;
  const email = customer.email?.trim() ?? '';
  return email.includes('@') ? email : null;
}

const MASK = '•';

/**
 * The recipient as the office sees it: a number keeps its first two and last three digits ("07•••• ••123"),
 * an e-mail its first letter and its domain ("j•••@example.com").
 */
export function maskedRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0] ?? ''}${MASK.repeat(3)}${recipient.slice(at)}`;
  const digits = [...recipient].filter((c) => c >= '0' && c <= '9').length;
  let seen = 0;
  return [...recipient]
    .map((c) => {
      if (c < '0' || c > '9') return c;
      seen += 1;
      return seen <= 2 || seen > digits - 3 ? c : MASK;
    })
    .join('');
}
