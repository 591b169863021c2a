/** Product rule 5.2: suspend rule: the button needs a reason and a note. */
import { suspendReasonLabels } from '../job/enums';

/** True when reason is one of the suspend reasons of product rule 3.13 (1, 2, 3). */
export function isSuspendReason(reason: number | null): boolean {
  return reason !== null && Object.prototype.hasOwnProperty.call(suspendReasonLabels, reason);
}

/** Suspend is enabled only with a known reason and a note that is not blank. */
export function canSuspend(reason: number | null, note: string): boolean {
  return isSuspendReason(reason) && note.trim() !== '';
}
