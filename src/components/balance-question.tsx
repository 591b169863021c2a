/**
 * "Was the balance collected?" when a job owing a balance is completed: on the
 * driver's signature pass that completes it (balanceQuestionNeeded) and on the
 * admin's completion form. Collected asks how it was paid (the deployment's
 * payment types), Not collected asks why. The screen holding it refuses to
 * complete until balanceAnswerMessage is null.
 */
import type { Ref } from 'react';
import { ChoiceGroup } from './choice-group';
import {
  BALANCE_NOT_COLLECTED_REASONS,
  CHOOSE_BALANCE_REASON,
  CHOOSE_PAYMENT_TYPE,
  PAYMENT_TYPES,
  balanceOwed,
  formatPounds,
} from '@domain/completion/balance';
import type { BalanceDraft } from '@domain/completion/balance';
import type { Job } from '@domain/job/job';

const collectedOptions = [
  { value: 'collected', label: 'Collected' },
  { value: 'not-collected', label: 'Not collected' },
] as const;
const paymentOptions = PAYMENT_TYPES.map((type) => ({ value: type.id, label: type.label }));
const reasonOptions = BALANCE_NOT_COLLECTED_REASONS.map((reason) => ({
  value: reason.code,
  label: reason.label,
}));

interface BalanceQuestionProps {
  job: Pick<Job, 'delivery_job'>;
  draft: BalanceDraft;
  onChange: (draft: BalanceDraft) => void;
  /** The message of the last refused Complete, when it was about the balance. */
  problem: string | null;
  /** The first radio, so a refused Complete can move focus to it. */
  firstInputRef?: Ref<HTMLInputElement>;
}

/** The balance question and its follow-up. */
export function BalanceQuestion({ job, draft, onChange, problem, firstInputRef }: BalanceQuestionProps) {
  const answered = draft.collected === null ? null : draft.collected ? 'collected' : 'not-collected';
  return (
    <div className="job-form__section balance-question">
      <ChoiceGroup
        legend={`Balance due ${formatPounds(balanceOwed(job))}: was it collected?`}
        options={collectedOptions}
        value={answered}
        onChange={(value) => onChange({ ...draft, collected: value === 'collected' })}
        inline
        required
        invalid={problem !== null && draft.collected === null}
        firstInputRef={firstInputRef}
      />
      {draft.collected === true && (
        <ChoiceGroup
          legend="How was it paid?"
          options={paymentOptions}
          value={draft.paymentType}
          onChange={(paymentType) => onChange({ ...draft, paymentType })}
          required
          invalid={problem === CHOOSE_PAYMENT_TYPE}
        />
      )}
      {draft.collected === false && (
        <ChoiceGroup
          legend="Why was it not collected?"
          options={reasonOptions}
          value={draft.reason}
          onChange={(reason) => onChange({ ...draft, reason })}
          required
          invalid={problem === CHOOSE_BALANCE_REASON}
        />
      )}
    </div>
  );
}
