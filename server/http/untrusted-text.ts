/**
 * Text from outside the gateway, checked for what cannot be stored or sent on:
 * a NUL character (PostgreSQL text and jsonb refuse it) and a lone UTF-16
 * surrogate (no UTF-8 encoding exists for it); and percent-decoding that
 * answers null instead of throwing on malformed input.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What makes the text unstorable ('a NUL character', 'an unpaired surrogate character'), or null. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired surrogate character';
  return null;
}

/**
 * The percent-decoded text ('+' read as a space in form and query encoding),
 * or null when a '%' is not followed by two hex digits or the bytes are not UTF-8.
 */
export function decodePercentText(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll('+', ' ') : raw);
  } catch {
    return null;
  }
}

/** A field name as shown in a message: at most 40 characters, quoted. */
export function shownName(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}
