/**
 * What an item issue means for the item (product rule 3.13 "Delivery issue / product
 * damage reason": 1 Damaged, 2 Missing, 3 Not Required), and how many of the
 * item the customer keeps.
 *
 * The rule, once:
 * - The issue kind is read from the chosen reason's path in the retailer's
 *   product_delivery_issues tree, top level first: the first label that names
 *   a kind decides it ("missing" → Missing; "not required", "not needed", "not
 *   wanted", "no longer wanted", "declined" or "refused" → Not Required;
 *   "damage", "broken", "scratch", "mark", "dent", "tear" → Damaged). A path
 *   that names none is Damaged: the retailers' other issues ("Minor cosmetic
 *   mark", "Wrong colour left") are about an item that reached the customer.
 * - The quantity left with the customer follows the kind: Damaged → all of the
 *   planned quantity, Missing and Not Required → none. When the retailer's
 *   reason data says otherwise (a `mapsToDelivered` on the chosen reason, or
 *   else the nearest reason above it that carries one), that wins: true → all,
 *   false → none.
 * - The driver can change the quantity afterwards to anything from 0 to the
 *   planned quantity (setIssueQuantity in product-issues.ts).
 */
import { DeliveryIssue } from '../job/enums';
import type { ReasonOption } from '../reasons/reason-code';
import { reasonPathTo } from '../reasons/reason-lookup';

/** True for 1, 2 or 3. */
export function isDeliveryIssue(value: unknown): value is DeliveryIssue {
  return value === 1 || value === 2 || value === 3;
}

/** Words in a reason's label that name each kind; the order is the order they are tried in. */
const KIND_WORDS: readonly [DeliveryIssue, RegExp][] = [
  [
    DeliveryIssue.NotRequired,
    /not required|not needed|not wanted|no longer (?:wanted|required)|declined|refused/i,
  ],
  [DeliveryIssue.Missing, /missing/i],
  [DeliveryIssue.Damaged, /damage|broken|scratch|mark|dent|tear|torn/i],
];

/** The kind a label names, or null when it names none. */
function kindOfLabel(label: string): DeliveryIssue | null {
  return KIND_WORDS.find(([, words]) => words.test(label))?.[0] ?? null;
}

/** The issue kind of a chosen reason's path (top first): the first label naming a kind, else Damaged. */
export function deliveryIssueOfPath(path: readonly Pick<ReasonOption, 'label'>[]): DeliveryIssue {
  for (const reason of path) {
    const kind = kindOfLabel(reason.label);
    if (kind !== null) return kind;
  }
  return DeliveryIssue.Damaged;
}

/** The retailer's say on the path (the deepest mapsToDelivered on it), or undefined when it has none. */
export function retailerSaysDelivered(
  path: readonly Pick<ReasonOption, 'mapsToDelivered'>[],
): boolean | undefined {
  return [...path].reverse().find((reason) => reason.mapsToDelivered !== undefined)?.mapsToDelivered;
}

/** An item issue as chosen: the reason's id, its kind and the retailer's say, if any. */
export interface ProductIssueChoice {
  id: number;
  deliveryIssue: DeliveryIssue;
  mapsToDelivered?: boolean;
}

/** The choice of the reason with this id in the retailer's product_delivery_issues tree; null when absent. */
export function productIssueChoice(tree: readonly ReasonOption[], id: number): ProductIssueChoice | null {
  const path = reasonPathTo(tree, id);
  if (path.length === 0) return null;
  const delivered = retailerSaysDelivered(path);
  return {
    id,
    deliveryIssue: deliveryIssueOfPath(path),
    ...(delivered === undefined ? {} : { mapsToDelivered: delivered }),
  };
}

/** The quantity left with the customer by default: see the rule above. */
export function issueDeliveredQuantity(
  choice: Pick<ProductIssueChoice, 'deliveryIssue' | 'mapsToDelivered'>,
  plannedQuantity: number,
): number {
  const delivered = choice.mapsToDelivered ?? choice.deliveryIssue === DeliveryIssue.Damaged;
  return delivered ? Math.max(0, plannedQuantity) : 0;
}

/** A quantity kept within 0 … planned (a whole number; anything unreadable is 0). */
export function withinPlanned(quantity: number, plannedQuantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.trunc(quantity)), Math.max(0, plannedQuantity));
}

/** How a count reads to the driver, the admin and the record, e.g. 'Delivered 1 of 1'. */
export function quantityText(verb: string, quantity: number, planned: number): string {
  return `${verb} ${quantity} of ${planned}`;
}
