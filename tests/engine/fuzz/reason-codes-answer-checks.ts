/**
 * What must hold after the engine read a reason codes answer (with none
 * stored): nothing escaped; the codes are stored exactly when there are any to
 * store, and every code is shown by the tree of its field (no sub-reason lost).
 */
import { expect } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import { REASON_CODE_FIELDS } from '@domain/reasons/reason-code';
import type { ReasonOption } from '@domain/reasons/reason-code';
import { reasonTree } from '@domain/reasons/reason-tree';
import { openDatabase } from '@worker-shared/db/database-connection';
import type { AnswerFuzzEngine } from './answer-fuzz-engine';
import { responseOf } from './hostile-answers';
import type { HostileAnswer } from './hostile-answers';

/** The retailer whose codes are fuzzed. */
export const RETAILER = DEFAULT_RETAILER_CODE;

/** Every option of the trees. */
function options(tree: readonly ReasonOption[]): ReasonOption[] {
  return tree.flatMap((option) => [option, ...options(option.options)]);
}

/** Forgets the stored codes, reads them again from the answer, and checks them. */
export async function checkReasonCodesAnswer(fuzz: AnswerFuzzEngine, answer: HostileAnswer): Promise<void> {
  const db = await openDatabase(fuzz.h.factory);
  await db.delete('reasonCodes', RETAILER);
  db.close();
  const path = apiPaths.reasonCodes(RETAILER);
  const codes = await fuzz.answering(path, responseOf(answer), () => fuzz.h.engine.reasonCodes(RETAILER));
  expect(await fuzz.escaped()).toEqual([]);
  const stored = await fuzz.storage.readReasonCodes(RETAILER);
  if (stored) expect(stored.reasonCodes).toEqual(codes);
  else expect(codes).toEqual([]);
  const shown = REASON_CODE_FIELDS.flatMap((field) => options(reasonTree(codes, field)));
  expect(shown.map((option) => option.id).sort()).toEqual(codes.map((code) => code.id).sort());
}
