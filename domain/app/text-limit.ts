/** Product rule 5.6: text areas: input is cut to the character limit and a counter warns near it. */
import { TEXT_MAX_CHARS, TEXT_WARNING_THRESHOLD } from './constants';
import { messages } from './messages';

/** The counter under a text area: its label and whether it shows in red. */
export interface TextCounter {
  label: string;
  warning: boolean;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The text cut to at most max characters (UTF-16 units, as the gateway counts
 * them), never splitting an emoji's surrogate pair.
 */
export function limitText(text: string, max: number = TEXT_MAX_CHARS): string {
  const limit = Math.max(0, Math.floor(max));
  if (text.length <= limit) return text;
  const end = limit > 0 && isHighSurrogate(text.charCodeAt(limit - 1)) ? limit - 1 : limit;
  return text.slice(0, end);
}

/** '{n} of {max} max. characters', red (warning) when at most threshold characters remain. */
export function textCounter(
  text: string,
  max: number,
  threshold: number = TEXT_WARNING_THRESHOLD,
): TextCounter {
  const n = text.length;
  return { label: messages.textCounter(n, max), warning: max - n <= threshold };
}
