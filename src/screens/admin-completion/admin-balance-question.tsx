/**
 * The admin completion form's balance question: a job owing a balance
 * (balanceAsked) is completed only with the answer the driver would give on
 * the signature screen, Collected (how) or Not collected (why).
 */
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { BalanceQuestion } from '../../components/balance-question';
import {
  balanceAnswerMessage,
  balanceAnswerOf,
  balanceAsked,
  balanceDraftFor,
} from '@domain/completion/balance';
import type { BalanceAnswer, BalanceDraft } from '@domain/completion/balance';
import type { Job } from '@domain/job/job';

/** The form's balance answer and its check. */
export interface BalanceAnswerState {
  asked: boolean;
  draft: BalanceDraft;
  setDraft: (draft: BalanceDraft) => void;
  /** The answer to send (null when nothing is asked). */
  answer: BalanceAnswer | null;
  /** Shows the message and focuses the question when the answer cannot complete the job; true when it can. */
  check: (showMessage: (message: string) => void) => boolean;
  firstInputRef: RefObject<HTMLInputElement | null>;
}

/** Holds the balance answer of the form's job. */
export function useBalanceAnswer(job: Job): BalanceAnswerState {
  const [draft, setDraft] = useState(() => balanceDraftFor(job));
  const firstInputRef = useRef<HTMLInputElement>(null);
  const asked = balanceAsked(job);
  const answer = asked ? balanceAnswerOf(draft) : null;
  const check = (showMessage: (message: string) => void) => {
    const problem = asked ? balanceAnswerMessage(job, answer) : null;
    if (problem === null) return true;
    showMessage(problem);
    requestAnimationFrame(() => firstInputRef.current?.focus());
    return false;
  };
  return { asked, draft, setDraft, answer, check, firstInputRef };
}

/** The question, when the job owes a balance. */
export function AdminBalanceQuestion(props: {
  job: Job;
  balance: BalanceAnswerState;
  error: string | null;
  onAnswer: () => void;
}) {
  const { job, balance, error, onAnswer } = props;
  if (!balance.asked) return null;
  return (
    <BalanceQuestion
      job={job}
      draft={balance.draft}
      onChange={(draft) => {
        balance.setDraft(draft);
        onAnswer();
      }}
      problem={error}
      firstInputRef={balance.firstInputRef}
    />
  );
}
