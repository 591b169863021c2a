/**
 * The pieces every wire schema is built from (valibot), each worded the way the
 * gateway answers a bad field: a schema's message is what follows the field's
 * name ("must be true or false"), and wireProblem puts the two together
 * ("delivery_job.balance_paid must be true or false") for the 400. The app's
 * builders are typed by the same schemas, so a shape changed on one side fails
 * to compile on the other instead of failing at run time.
 */
import * as v from 'valibot';
import { isValidTimestamp } from '../time/dates';
import { MEDIA_LINK_MAX_CHARS, isMediaLink } from '../photos/media-links';
import { isSha256Hex } from '../photos/sha256-hex';

/** A plain JSON object. */
export type WireObject = Record<string, unknown>;

/** True for a non-null, non-array object (valibot's object schemas take arrays too). */
export function isWireObject(value: unknown): value is WireObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MUST_BE_OBJECT = 'must be an object';
const MUST_BE_TEXT = 'must be text';
const IS_REQUIRED = 'is required';
const TRUE_OR_FALSE = 'must be true or false';
const TIMESTAMP = 'must be a real date and time written YYYY-MM-DDTHH:mm:ss';
const MEDIA_LINK = `must be an http or https link of at most ${MEDIA_LINK_MAX_CHARS} characters`;
const SHA256 = 'must be a SHA-256 as 64 lower-case hex digits';

const OPTIONAL_TYPES: ReadonlySet<string> = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * The object with every required key of `entries` present (undefined when the body left it out), so a
 * missing field is refused with its own message ("id is required"), as when it is sent wrong.
 */
function withRequiredKeys(entries: v.ObjectEntries): (value: object) => WireObject {
  const required = Object.keys(entries).filter((key) => !OPTIONAL_TYPES.has(entries[key]?.type ?? ''));
  return (value) => {
    const missing = required.filter((key) => !(key in value));
    return missing.length === 0
      ? (value as WireObject)
      : { ...Object.fromEntries(missing.map((key) => [key, undefined])), ...value };
  };
}

/**
 * A JSON object whose named fields are checked in order; other fields are kept as sent. Its input type
 * names only those fields (no index signature), so a sender's interface types satisfy it.
 */
export function wireObject<const E extends v.ObjectEntries>(entries: E) {
  const shape = v.looseObject(entries, MUST_BE_OBJECT);
  type Sent = v.InferInput<v.ObjectSchema<E, undefined>>;
  return v.pipe(
    v.custom<Sent>(isWireObject, MUST_BE_OBJECT),
    v.transform((value: Sent) => withRequiredKeys(entries)(value) as v.InferInput<typeof shape>),
    shape,
  );
}

/** The fields of one option of a variant (valibot's variant options are object schemas). */
function optionEntries(option: unknown): v.ObjectEntries {
  return (option as { entries: v.ObjectEntries }).entries;
}

/** The text an option's `key` field must be. */
function optionTag(option: unknown, key: string): unknown {
  const tag = optionEntries(option)[key];
  return tag !== undefined && 'literal' in tag ? tag.literal : undefined;
}

/** A JSON object of just the named fields, checked in order (the output drops any other). */
export function strictWireObject<const E extends v.ObjectEntries>(entries: E) {
  const shape = v.object(entries, MUST_BE_OBJECT);
  return v.pipe(
    v.custom<v.InferInput<typeof shape>>(isWireObject, MUST_BE_OBJECT),
    v.transform((value) => withRequiredKeys(entries)(value) as typeof value),
    shape,
  );
}

/**
 * One of several object shapes told apart by a text field (`key`); a value of `key` none of them takes
 * is refused as `must be "a" or "b"`.
 */
export function wireVariant<const K extends string, const O extends v.VariantOptions<K>>(key: K, options: O) {
  const allowed = options.map((option) => String(optionTag(option, key)));
  const shape = v.variant(key, options, oneOfMessage(allowed));
  return v.pipe(
    v.custom<v.InferInput<typeof shape>>(isWireObject, MUST_BE_OBJECT),
    v.transform((value) => {
      const chosen = options.find((option) => optionTag(option, key) === (value as WireObject)[key]);
      return chosen === undefined ? value : withRequiredKeys(optionEntries(chosen))(value as WireObject);
    }),
    shape,
  );
}

/** A JSON array of at most `maxItems` items, each checked by `item` (the count is checked first). */
export function wireArray<const T extends v.GenericSchema>(item: T, maxItems = 1000) {
  return v.pipe(wireList<v.InferInput<T>[]>(maxItems), v.array(item));
}

/** A JSON array of at most `maxItems` items, its items not yet looked at. */
export function wireList<T extends unknown[] = unknown[]>(maxItems = 1000) {
  return v.pipe(
    v.custom<T>(Array.isArray, 'must be an array'),
    v.check((list: T) => list.length <= maxItems, `must have at most ${maxItems} items`),
  );
}

/** Non-blank text of at most `max` characters. */
export function requiredText(max = 1000) {
  return v.pipe(
    v.string(IS_REQUIRED),
    v.check((text) => text.trim() !== '', IS_REQUIRED),
    v.maxLength(max, `must be at most ${max} characters`),
  );
}

/** Any text (blank included) of at most `max` characters. */
export function anyText(max = 1000) {
  return v.pipe(v.string(MUST_BE_TEXT), v.maxLength(max, `must be at most ${max} characters`));
}

/** An id as the app keeps it: a finite number, or non-blank text of at most 200 characters. */
export function wireId() {
  return v.union([v.pipe(v.number(IS_REQUIRED), v.finite(IS_REQUIRED)), requiredText(200)], IS_REQUIRED);
}

/** A whole number from min to max. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** A whole number from min to max, also when sent as its digits ("3"): the number either way. */
export function wholeNumberOrDigits(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.string()], `must be a whole number from ${min} to ${max}`),
    v.transform((value) =>
      typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value,
    ),
    wholeNumber(min, max),
  );
}

/** A finite number from min to max. */
export function boundedNumber(min: number, max: number) {
  const message = `must be a number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
}

/** true or false. */
export function truthValue() {
  return v.boolean(TRUE_OR_FALSE);
}

/** 'must be "a", "b" or "c"'. */
function oneOfMessage(allowed: readonly string[]): string {
  const quoted = allowed.map((option) => `"${option}"`);
  const last = quoted.pop() ?? '';
  return `must be ${quoted.length > 0 ? `${quoted.join(', ')} or ${last}` : last}`;
}

/** One of the allowed texts. */
export function oneOf<const T extends readonly string[]>(allowed: T) {
  return v.picklist(allowed, oneOfMessage(allowed));
}

/** A job timestamp 'YYYY-MM-DDTHH:mm:ss' naming a real moment. */
export function wireTimestamp() {
  return v.pipe(v.string(TIMESTAMP), v.check(isValidTimestamp, TIMESTAMP));
}

/** An http(s) link of at most 2000 characters (where an upload put a photo). */
export function mediaLink(message = MEDIA_LINK) {
  return v.pipe(v.string(message), v.check(isMediaLink, message));
}

/** A SHA-256 taken on the phone: 64 lower-case hex digits. */
export function sha256Hex() {
  return v.pipe(
    v.string(SHA256),
    v.check((text: string) => isSha256Hex(text), SHA256),
  );
}

/** Where an issue sits in the body: 'products[0].delivery_job.delivered_quantity'. */
function issuePath(issue: v.BaseIssue<unknown>, itemName: string): string {
  let text = '';
  for (const step of issue.path ?? []) {
    const key: unknown = step.key;
    if (typeof key === 'number') text += `${text === '' ? itemName : ''}[${key}]`;
    else text += `${text === '' ? '' : '.'}${String(key)}`;
  }
  return text;
}

/**
 * The first problem of a check, worded for the 400: the field's path then the schema's message, or
 * `subject` (the body as a whole, "The job update") when the body itself is wrong; an item of a
 * list body is named `itemName[i]`.
 */
export function wireProblem(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  subject: string,
  itemName = subject,
): string {
  const [first] = issues;
  const path = issuePath(first, itemName);
  return `${path === '' ? subject : path} ${first.message}`;
}

/** A schema's check that stops at the first problem: its output, or the 400's wording of that problem. */
export function checkWire<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  subject: string,
  itemName = subject,
): { ok: true; value: v.InferOutput<S> } | { ok: false; message: string } {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, message: wireProblem(result.issues, subject, itemName) };
}
