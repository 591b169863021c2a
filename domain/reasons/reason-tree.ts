/** Product rule 3.7: reason codes: the flat list the app keeps, nested into option trees up to 3 levels. */
import type { ReasonCode, ReasonCodeField, ReasonOption } from './reason-code';
import { nestReasonCodes } from './reason-nesting';

function optionOf(code: ReasonCode, options: ReasonOption[]): ReasonOption {
  return {
    id: code.id,
    label: code.label,
    level: code.level,
    parentReasonCodeId: code.parentReasonCodeId,
    retailerReferenceId: code.retailerReferenceId,
    ...(code.mapsToDelivered === undefined ? {} : { mapsToDelivered: code.mapsToDelivered }),
    options,
  };
}

/**
 * The codes of one mapped field as a tree: codes without a parent at the top,
 * each code under its parentReasonCodeId, in the given order. Codes deeper than
 * 3 levels, codes whose parent is missing and repeated ids (the first wins) are left out.
 */
export function reasonTree(codes: readonly ReasonCode[], field: ReasonCodeField): ReasonOption[] {
  return nestReasonCodes(
    codes.filter((code) => code.mappedFieldName === field),
    optionOf,
  );
}

/**
 * The chosen options level by level: ids[0] among the top options, ids[1]
 * among its sub-reasons, and so on; stops at the first id not found there.
 */
export function reasonPath(tree: readonly ReasonOption[], ids: readonly number[]): ReasonOption[] {
  const path: ReasonOption[] = [];
  let options = tree;
  for (const id of ids) {
    const chosen = options.find((option) => option.id === id);
    if (chosen === undefined) break;
    path.push(chosen);
    options = chosen.options;
  }
  return path;
}

/** The deepest chosen option, or null when none is chosen. */
export function chosenReason(path: readonly ReasonOption[]): ReasonOption | null {
  return path.at(-1) ?? null;
}
