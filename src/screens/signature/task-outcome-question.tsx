/**
 * The signature screen's question on a service call (job type 1 read as
 * Service): how the call ended. A task outcome (Job Complete, Parts Required,
 * Review Case, Collect for Repair) completes the job with it; Parts Required
 * also asks which part (150 characters), sent as a Part Required Note; No fix
 * Required completes the call with that job outcome instead. Any other job
 * shows nothing and sends no outcome.
 */
import { useRef, useState, type RefObject } from 'react';
import { ChoiceGroup } from '../../components/choice-group';
import { TextAreaWithCounter } from '../../components/text-area-with-counter';
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import {
  serviceOutcomeChoices,
  serviceOutcomeMessage,
  serviceOutcomeMessages,
} from '@domain/completion/service-outcome';
import type { ServiceOutcome, ServiceOutcomeChoice } from '@domain/completion/service-outcome';
import { TaskOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { isServiceCall } from '@domain/job/job-type-reading';

/** The question's state, its check and what the engine is handed. */
export interface TaskOutcomeAnswer {
  /** False on any job but a service call: the question is not shown. */
  asked: boolean;
  choice: ServiceOutcomeChoice | null;
  part: string;
  /** True after a failed check, until the driver changes the answer. */
  invalid: boolean;
  setChoice: (choice: ServiceOutcomeChoice) => void;
  setPart: (part: string) => void;
  /** The message that stops completing (and focus moves to the question), or null. */
  check: () => string | null;
  /** What the signature pass carries: the answer on a service call, else null. */
  outcome: ServiceOutcome | null;
  firstInputRef: RefObject<HTMLInputElement | null>;
  partRef: RefObject<HTMLTextAreaElement | null>;
}

/** The task outcome question's state for this job. */
export function useTaskOutcomeAnswer(job: Pick<Job, 'job_type' | 'job_type_reading'>): TaskOutcomeAnswer {
  const asked = isServiceCall(job);
  const [choice, setChoiceState] = useState<ServiceOutcomeChoice | null>(null);
  const [part, setPartState] = useState('');
  const [invalid, setInvalid] = useState(false);
  const firstInputRef = useRef<HTMLInputElement>(null);
  const partRef = useRef<HTMLTextAreaElement>(null);
  const outcome = asked && choice !== null ? { choice, part } : null;
  return {
    asked,
    choice,
    part,
    invalid,
    setChoice: (next) => {
      setChoiceState(next);
      setInvalid(false);
    },
    setPart: (next) => {
      setPartState(next);
      setInvalid(false);
    },
    check: () => {
      if (!asked) return null;
      const problem = serviceOutcomeMessage(outcome);
      setInvalid(problem !== null);
      if (problem !== null) {
        requestAnimationFrame(() => (choice === null ? firstInputRef : partRef).current?.focus());
      }
      return problem;
    },
    outcome,
    firstInputRef,
    partRef,
  };
}

/** "Outcome of the call" and, with Parts Required, "Part required"; nothing on other jobs. */
export function TaskOutcomeQuestion({ answer }: { answer: TaskOutcomeAnswer }) {
  if (!answer.asked) return null;
  const partsRequired = answer.choice === TaskOutcomeStatus.PartsRequired;
  return (
    <div className="task-outcome">
      <ChoiceGroup
        legend={
          <>
            {serviceOutcomeMessages.question}
            <span className="field__required"> (required)</span>
          </>
        }
        options={serviceOutcomeChoices}
        value={answer.choice}
        onChange={answer.setChoice}
        required
        invalid={answer.invalid && answer.choice === null}
        firstInputRef={answer.firstInputRef}
      />
      {partsRequired && (
        <TextAreaWithCounter
          ref={answer.partRef}
          label={serviceOutcomeMessages.part}
          value={answer.part}
          onChange={answer.setPart}
          max={TEXT_MAX_CHARS}
          blockEnter
          required
          invalid={answer.invalid && answer.part.trim() === ''}
        />
      )}
    </div>
  );
}
