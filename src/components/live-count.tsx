/**
 * A number that changes while the driver watches (a van's jobs left, the sync line's counts), in a box of its
 * own: as wide as its digits, one line high, its size and layout contained. When the number changes, Chromium
 * lays out this box alone, not the page from the document: a box of fixed size with layout containment is a
 * relayout boundary, while a flex or grid item never is, which is why the box sits inline inside the words.
 * Its width changes (and the words around it move) only when its number of digits does.
 */
import type { ReactNode } from 'react';

/** One count in its box; `ch` and `lh` grow with the text size, so enlarged text still fits. */
export function LiveCount({ value }: { value: number | string }) {
  return (
    <span className="live-count" style={{ inlineSize: `${String(value).length}ch` }}>
      {value}
    </span>
  );
}

/** Words with each run of digits, kept as written, in a LiveCount: e.g. 'Sending 12 jobs · 3 photos…'. */
export function withLiveCounts(words: string): ReactNode[] {
  return words
    .split(/(\d+)/)
    .map((part, index) => (index % 2 === 1 ? <LiveCount key={index} value={part} /> : part));
}
