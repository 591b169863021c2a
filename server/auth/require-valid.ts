/**
 * The gateway side of the shared account rules (domain/accounts/account-rules.ts):
 * a failed check becomes a 400 naming the first failing field.
 */
import type { FormCheck } from '@domain/accounts/account-rules';
import { ApiError } from '../http/api-error';

/**
 * The checked request, or a 400 `{ message, field, problems }`: message and
 * field of the first failing field (in rule order), problems = every field's message.
 */
export function requireValid<Request, Field extends string>(check: FormCheck<Request, Field>): Request {
  if (check.ok) return check.request;
  const [first] = Object.entries(check.problems) as [Field, string][];
  if (first === undefined) throw new ApiError(400, 'The request is not valid');
  const [field, message] = first;
  throw new ApiError(400, message, { field, problems: check.problems });
}
