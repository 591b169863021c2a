/**
 * The balance fields of a job update (domain/completion/balance.ts):
 * payment_type is one of the deployment's payment types (or null), and
 * delivery_job.balance_amount_taken is an amount in pounds and pence. Anything
 * else is a 400 naming the field.
 */
import { PAYMENT_TYPES } from '@domain/completion/balance';
import { badRequest } from '../http/api-error';
import { expectNumber, expectOneOf } from '../http/shape-check';

const PAYMENT_TYPE_IDS = PAYMENT_TYPES.map((type) => type.id);

/** payment_type: undefined when absent, null when cleared, else one of PAYMENT_TYPES. */
export function optionalPaymentType(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  return expectOneOf(value, 'payment_type', PAYMENT_TYPE_IDS);
}

/** delivery_job.balance_amount_taken: undefined when absent, else 0 to 1,000,000 in whole pence. */
export function optionalAmountTaken(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const path = 'delivery_job.balance_amount_taken';
  const amount = expectNumber(value, path, { min: 0, max: 1_000_000 });
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    throw badRequest(`${path} must be in whole pence (at most 2 decimal places)`);
  }
  return amount;
}
