/**
 * The comment on a product's reported issue (product rule 5.6: required, at most 150
 * characters). It travels as the product's unsent Product Note (type 1, new),
 * which the job update payload sends with the product.
 */
import type { DateInput } from '../time/dates';
import { formatTimestamp } from '../time/dates';
import { NoteType } from '../job/enums';
import type { Note, Product } from '../job/job';
import { limitText } from '../app/text-limit';

function isIssueComment(note: Note): boolean {
  return note.type === NoteType.ProductNote && note.new === true;
}

/** The comment on the product's issue ('' when there is none). */
export function issueComment(product: Pick<Product, 'notes'>): string {
  return (product.notes ?? []).filter(isIssueComment).at(-1)?.note ?? '';
}

/** The product without its issue comment (its other notes kept). */
export function withoutIssueComment(product: Product): Product {
  if (!(product.notes ?? []).some(isIssueComment)) return product;
  return { ...product, notes: (product.notes ?? []).filter((note) => !isIssueComment(note)) };
}

/**
 * The product with its issue comment set to the text cut to 150 characters
 * (replacing an earlier one, dated now); a blank text removes the comment.
 */
export function withIssueComment(product: Product, text: string, now: DateInput): Product {
  const without = withoutIssueComment(product);
  if (text.trim() === '') return without;
  const note: Note = {
    id: '',
    type: NoteType.ProductNote,
    note: limitText(text),
    date: formatTimestamp(now),
    new: true,
  };
  return { ...without, notes: [...(without.notes ?? []), note] };
}
