/** Reading request bodies safely: malformed input becomes a 400 with a message, never a 500. */
import type { Context } from 'hono';
import { badRequest } from './api-error';

/** The raw body bytes (read once; Hono caches them for later readers). */
export async function readBodyBytes(c: Context): Promise<Uint8Array> {
  return new Uint8Array(await c.req.arrayBuffer());
}

/** Parses JSON bytes; empty or malformed input is a 400. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') throw badRequest('Request body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

/** The body parsed as JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonBytes(await readBodyBytes(c));
}

/** Form fields by name (the first value of each). */
export type FormFields = ReadonlyMap<string, string>;

/** A form-encoded (or multipart) body; any other body is a 400. */
export async function readFormBody(c: Context): Promise<FormFields> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const fields = new Map<string, string>();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const text = new TextDecoder().decode(await readBodyBytes(c));
    for (const [name, value] of new URLSearchParams(text)) if (!fields.has(name)) fields.set(name, value);
    return fields;
  }
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Malformed form body');
    }
    for (const [name, value] of form) {
      if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
    }
    return fields;
  }
  throw badRequest('Expected a form-encoded body');
}
