/** The customer messages a job may have, at most one of each (product rule 4.15), and their names in words. */

/** Every kind, in the order a job's day tells them. */
export const MESSAGE_KINDS = ['window', 'on-the-way', 'arriving', 'delivered', 'not-delivered'] as const;

/** One kind of customer message. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What the office reads for each kind. */
export const MESSAGE_KIND_WORDS: Readonly<Record<MessageKind, string>> = {
  window: 'Delivery window',
  'on-the-way': 'On the way',
  arriving: 'Arriving',
  delivered: 'Delivered',
  'not-delivered': 'Not delivered',
};

/**
 * The kinds that are stale once a quiet night has passed ("on its way" at 07:00 for a van that left at
 * 21:30): written in quiet hours, they are skipped rather than held.
 */
export const PERISHABLE_KINDS: ReadonlySet<MessageKind> = new Set(['on-the-way', 'arriving']);
