/**
 * Reading request bodies safely: malformed or hostile input becomes a 400 with
 * a message naming the problem, never a 500. Every body must be UTF-8; JSON is
 * checked for depth and unstorable text (json-input-check.ts); form fields are
 * percent-decoded strictly and checked the same way.
 */
import type { Context } from 'hono';
import { badRequest } from './api-error';
import { checkJsonInput } from './json-input-check';
import { decodePercentText, shownName, unstorableTextProblem } from './untrusted-text';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The raw body bytes (read once; Hono caches them for later readers). */
export async function readBodyBytes(c: Context): Promise<Uint8Array> {
  return new Uint8Array(await c.req.arrayBuffer());
}

/** The bytes as UTF-8 text; malformed UTF-8 is a 400. */
function bodyText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8');
  }
}

/** Parses JSON bytes; empty, malformed, too deeply nested or unstorable input is a 400. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  const text = bodyText(bytes);
  if (text.trim() === '') throw badRequest('Request body is required');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
  checkJsonInput(value);
  return value;
}

/** The body parsed as JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonBytes(await readBodyBytes(c));
}

/** Form fields by name (the first value of each). */
export type FormFields = ReadonlyMap<string, string>;

/** Adds a field unless its name is already there; a name or value that cannot be stored is a 400. */
function addField(fields: Map<string, string>, name: string, value: string): void {
  const nameProblem = unstorableTextProblem(name);
  if (nameProblem) throw badRequest(`A form field name holds ${nameProblem}`);
  const valueProblem = unstorableTextProblem(value);
  if (valueProblem) throw badRequest(`The form field ${shownName(name)} holds ${valueProblem}`);
  if (!fields.has(name)) fields.set(name, value);
}

/** 'a=1&b=x+y' → fields; a malformed percent sequence is a 400 (never passed on as typed). */
function urlEncodedFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const name = decodePercentText(split < 0 ? pair : pair.slice(0, split), true);
    const value = decodePercentText(split < 0 ? '' : pair.slice(split + 1), true);
    if (name === null || value === null) {
      throw badRequest('The form body has malformed percent-encoding');
    }
    addField(fields, name, value);
  }
  return fields;
}

/** A form-encoded (or multipart) body; any other body is a 400. */
export async function readFormBody(c: Context): Promise<FormFields> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return urlEncodedFields(bodyText(await readBodyBytes(c)));
  }
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Malformed form body');
    }
    const fields = new Map<string, string>();
    for (const [name, value] of form) if (typeof value === 'string') addField(fields, name, value);
    return fields;
  }
  throw badRequest('Expected a form-encoded body');
}
