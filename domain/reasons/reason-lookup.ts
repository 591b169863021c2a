/** Finding a chosen reason again from the one id a job or product stores (damage_reason). */
import type { ReasonOption } from './reason-code';

/**
 * The options from the top of the tree down to the option with this id (so the
 * last is the chosen one); [] when the id is null, 0 or not in the tree.
 */
export function reasonPathTo(tree: readonly ReasonOption[], id: number | null | undefined): ReasonOption[] {
  if (id === null || id === undefined || id === 0) return [];
  for (const option of tree) {
    if (option.id === id) return [option];
    const below = reasonPathTo(option.options, id);
    if (below.length > 0) return [option, ...below];
  }
  return [];
}

/** The option with this id anywhere in the tree, or null. */
export function findReason(
  tree: readonly ReasonOption[],
  id: number | null | undefined,
): ReasonOption | null {
  return reasonPathTo(tree, id).at(-1) ?? null;
}
