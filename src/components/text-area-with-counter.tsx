/**
 * A labelled text area with the product rule 5.6 character counter: input is cut to the
 * limit, "{n} of {max} max. characters" turns red near it, and Enter can be blocked.
 */
import { useId, type KeyboardEvent, type Ref } from 'react';
import { TEXT_MAX_CHARS, TEXT_WARNING_THRESHOLD } from '@domain/app/constants';
import { limitText, textCounter } from '@domain/app/text-limit';

interface TextAreaWithCounterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Character limit (150 by default). */
  max?: number;
  /** The counter turns red when this many characters or fewer are left. */
  threshold?: number;
  /** Blocks the Enter key (and turns pasted line breaks into spaces). */
  blockEnter?: boolean;
  required?: boolean;
  /** Marks the field invalid (aria-invalid) after a failed check. */
  invalid?: boolean;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Text area, label above and counter below (the counter describes the field). */
export function TextAreaWithCounter({
  label,
  value,
  onChange,
  max = TEXT_MAX_CHARS,
  threshold = TEXT_WARNING_THRESHOLD,
  blockEnter = false,
  required = false,
  invalid = false,
  rows = 3,
  ref,
}: TextAreaWithCounterProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const counter = textCounter(value, max, threshold);

  const change = (text: string) => onChange(limitText(blockEnter ? text.replace(/\r?\n/g, ' ') : text, max));
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (blockEnter && event.key === 'Enter') event.preventDefault();
  };

  return (
    <div className="field text-area">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required"> (required)</span>}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="field__input text-area__input"
        value={value}
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={counterId}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={keyDown}
      />
      <p
        id={counterId}
        className={counter.warning ? 'text-area__counter text-area__counter--warning' : 'text-area__counter'}
      >
        {counter.label}
      </p>
    </div>
  );
}
