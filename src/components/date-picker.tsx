/**
 * A native date field with a Clear button (product rule 5.9 date picker). A date picked
 * from the calendar applies at once; typed text applies on Enter or leaving the
 * field. Text that is not a real date, or is after `max`, is rejected and the
 * field is cleared; the list stays on its date (its heading says which) until
 * a date is chosen or Clear returns to the default day. Clicks and choices are reported to
 * analytics (product rule 7.8) when an analytics service is present.
 */
import { useId, useRef, useState } from 'react';
import { isValidIsoDate } from '@domain/time/dates';
import { telemetry } from '../telemetry/telemetry';

interface DatePickerProps {
  label: string;
  /** The current ISO day. */
  value: string;
  /** Latest ISO day allowed. */
  max: string;
  onSelect: (isoDay: string) => void;
  onClear: () => void;
  disabled?: boolean;
}

/** A labelled date input and its Clear button. */
export function DatePicker({ label, value, max, onSelect, onClear, disabled = false }: DatePickerProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const typing = useRef(false);

  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  const commit = (candidate: string) => {
    typing.current = false;
    if (isValidIsoDate(candidate) && candidate <= max) {
      if (candidate !== value) {
        telemetry.dateChosen(label, candidate);
        onSelect(candidate);
      }
    } else {
      setText('');
    }
  };

  return (
    <div className="date-picker">
      <label className="date-picker__label" htmlFor={id}>
        {label}
      </label>
      <div className="date-picker__row">
        <input
          id={id}
          className="date-picker__input"
          type="date"
          value={text}
          max={max}
          required
          disabled={disabled}
          onClick={() => telemetry.datePickerClicked(label)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
            else if (event.key !== 'Tab') typing.current = true;
          }}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (!typing.current) commit(next);
          }}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
        <button
          type="button"
          className="button"
          aria-label="Clear date"
          disabled={disabled}
          onClick={() => {
            telemetry.dateChosen(label, null);
            // Shows the list's date again even when it stays the same (after rejected text cleared the field).
            setShownValue('');
            onClear();
          }}
        >
          Clear
        </button>
      </div>
    </div>
  );
}
