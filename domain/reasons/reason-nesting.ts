/** Product rule 3.7: reason codes nested by parentReasonCodeId, at most 3 levels: the one nesting rule. */
import { REASON_MAX_LEVELS } from '../app/constants';
import { REASON_CODE_FIELDS } from './reason-code';
import type { ReasonCode, ReasonCodeNode } from './reason-code';

/**
 * The codes as trees: codes without a parent at the top, each code under its
 * parentReasonCodeId, in the given order; `node` builds each node from its code,
 * its sub-nodes and its level (1 at the top). Codes deeper than 3 levels, codes
 * whose parent is missing (or in a parent cycle) and repeated ids (the first wins) are left out.
 */
export function nestReasonCodes<T>(
  codes: readonly ReasonCode[],
  node: (code: ReasonCode, options: T[], level: number) => T,
): T[] {
  const seen = new Set<number>();
  const children = new Map<number | null, ReasonCode[]>();
  for (const code of codes) {
    if (seen.has(code.id)) continue;
    seen.add(code.id);
    const parent = code.parentReasonCodeId ?? null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(code);
    else children.set(parent, [code]);
  }
  const build = (parent: number | null, level: number): T[] =>
    level > REASON_MAX_LEVELS
      ? []
      : (children.get(parent) ?? []).map((code) => node(code, build(code.id, level + 1), level));
  return build(null, 1);
}

/**
 * Every field's tree, as the nested answer of product rule 3.7 has them: each node is the
 * code (its level the one it sits at) with its sub-reasons in `options`. An id
 * is kept once across fields (the first wins); a child whose parent belongs to
 * another field is left out.
 */
export function reasonCodeForest(codes: readonly ReasonCode[]): ReasonCodeNode[] {
  const seen = new Set<number>();
  const unique = codes.filter((code) => !seen.has(code.id) && seen.add(code.id));
  return REASON_CODE_FIELDS.flatMap((field) =>
    nestReasonCodes<ReasonCodeNode>(
      unique.filter((code) => code.mappedFieldName === field),
      (code, options, level) => ({ ...code, level, options }),
    ),
  );
}
