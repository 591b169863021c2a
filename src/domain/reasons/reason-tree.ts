/** Spec §3 reason codes: the flat list a retailer sends, nested into option trees up to 3 levels. */
import { REASON_MAX_LEVELS } from '../app/constants';
import type { ReasonCode, ReasonCodeField, ReasonOption } from './reason-code';

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
  const seen = new Set<number>();
  const children = new Map<number | null, ReasonCode[]>();
  for (const code of codes) {
    if (code.mappedFieldName !== field || seen.has(code.id)) continue;
    seen.add(code.id);
    const parent = code.parentReasonCodeId ?? null;
    children.set(parent, [...(children.get(parent) ?? []), code]);
  }
  const build = (parent: number | null, depth: number): ReasonOption[] =>
    depth > REASON_MAX_LEVELS
      ? []
      : (children.get(parent) ?? []).map((code) => optionOf(code, build(code.id, depth + 1)));
  return build(null, 1);
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
