/**
 * Product rule 5.4: signature screen validation: the customer's printed name (at least 2
 * characters) and a delivered photo are required; the drawing is optional and
 * plays no part here.
 */
import { CUSTOMER_NAME_MIN_CHARS } from '../app/constants';
import { signatureMissingMessage } from '../app/messages';

/** What the signature screen holds when Complete is pressed. */
export interface SignatureInput {
  customerName: string;
  /** True when a delivered photo has been taken on the screen. */
  hasPhoto: boolean;
}

/** True when the name has at least 2 characters once leading and trailing spaces are dropped. */
export function isCustomerNameValid(name: string): boolean {
  return Array.from(name.trim()).length >= CUSTOMER_NAME_MIN_CHARS;
}

/**
 * 'You must provide a customer name and photo to complete the job.' naming only
 * the missing part when one is missing; null when the job may be completed.
 */
export function signatureValidationMessage(input: SignatureInput): string | null {
  return signatureMissingMessage({ name: !isCustomerNameValid(input.customerName), photo: !input.hasPhoto });
}
