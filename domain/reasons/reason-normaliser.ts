/**
 * Reads a reason codes answer of either shape into the flat list the app keeps:
 * the flat list (each code names its parentReasonCodeId) or the nested
 * trees (product rule 3.7: each option {id, label, level, parentReasonCodeId, options}),
 * or a mixture. A nested option takes its parent from where it sits, and its
 * mappedFieldName and retailerReferenceId from its parent when it has none.
 * Levels are where a code sits (1 at the top). Left out, the rest kept: items
 * that are not objects, codes without a positive whole id, a non-blank label, a
 * known mappedFieldName or a whole retailerReferenceId (own or inherited), codes
 * whose parent is missing, in a cycle or in another field, codes deeper than 3
 * levels, repeated ids (the first wins; a repeat goes with its nested options)
 * and unknown fields. A parentReasonCodeId of 0 means none; a mapsToDelivered
 * that is not true or false is dropped.
 */
import { REASON_MAX_LEVELS } from '../app/constants';
import { REASON_CODE_FIELDS } from './reason-code';
import type { ReasonCode, ReasonCodeField, ReasonCodeNode } from './reason-code';
import { reasonCodeForest } from './reason-nesting';

/** What a nested option takes from the option it sits in. */
interface Parent {
  id: number;
  field: ReasonCodeField | null;
  reference: number | null;
  depth: number;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function fieldOf(value: unknown): ReasonCodeField | null {
  return REASON_CODE_FIELDS.find((field) => field === value) ?? null;
}

/** A flat code's parent: an id, null for none (absent, null or 0), undefined when unreadable. */
function statedParent(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === 0) return null;
  const id = wholeNumber(value);
  return id !== null && id > 0 ? id : undefined;
}

/** Codes read so far, and their ids (a repeated id is skipped with the options nested in it). */
interface Reading {
  codes: ReasonCode[];
  ids: Set<number>;
}

/** Reads one item (and the options nested in it) into the reading. */
function readItem(value: unknown, parent: Parent | null, reading: Reading): void {
  if (!isFields(value)) return;
  const id = wholeNumber(value.id);
  const label = typeof value.label === 'string' && value.label.trim() !== '' ? value.label : null;
  const field = fieldOf(value.mappedFieldName) ?? parent?.field ?? null;
  const reference = wholeNumber(value.retailerReferenceId) ?? parent?.reference ?? null;
  const parentId = parent ? parent.id : statedParent(value.parentReasonCodeId);
  if (id === null || id <= 0 || label === null || field === null || reference === null) return;
  if (parentId === undefined || reading.ids.has(id)) return;
  reading.ids.add(id);
  const depth = (parent?.depth ?? 0) + 1;
  reading.codes.push({
    id,
    label,
    parentReasonCodeId: parentId,
    level: depth, // the forest below sets the level where the code ends up
    retailerReferenceId: reference,
    mappedFieldName: field,
    ...(typeof value.mapsToDelivered === 'boolean' ? { mapsToDelivered: value.mapsToDelivered } : {}),
  });
  if (depth >= REASON_MAX_LEVELS || !Array.isArray(value.options)) return;
  for (const option of value.options as unknown[]) {
    readItem(option, { id, field, reference, depth }, reading);
  }
}

function flatten(nodes: readonly ReasonCodeNode[]): ReasonCode[] {
  return nodes.flatMap(({ options, ...code }) => [code, ...flatten(options)]);
}

/** The flat list of a reason codes answer's list, in either shape; parents before their children. */
export function normaliseReasonCodes(list: readonly unknown[]): ReasonCode[] {
  const reading: Reading = { codes: [], ids: new Set() };
  for (const item of list) readItem(item, null, reading);
  return flatten(reasonCodeForest(reading.codes));
}

/**
 * The codes of a reason codes answer ({reasonCodes: [...]}, or the bare list),
 * or null when it has no list, or a list of which nothing could be read.
 */
export function reasonCodesOfAnswer(json: unknown): ReasonCode[] | null {
  const list = Array.isArray(json) ? json : isFields(json) ? json.reasonCodes : undefined;
  if (!Array.isArray(list)) return null;
  const codes = normaliseReasonCodes(list);
  return codes.length === 0 && list.length > 0 ? null : codes;
}
