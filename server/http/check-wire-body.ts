/**
 * A request body checked by its wire schema (domain/gateway/wire-checks.ts):
 * the checked value, or a 400 naming the first field that is wrong. The
 * routes read the body's bytes themselves (strict UTF-8, bounded depth, the
 * idempotency store keeps their digest) before checking its shape, so the
 * check runs here rather than in a validator middleware that reads the body.
 */
import type * as v from 'valibot';
import { checkWire } from '@domain/gateway/wire-checks';
import { badRequest } from './api-error';

/** The body as its schema reads it, else a 400 naming the field (or `subject` for the whole body). */
export function checkWireBody<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  subject: string,
  itemName = subject,
): v.InferOutput<S> {
  const result = checkWire(schema, value, subject, itemName);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}
