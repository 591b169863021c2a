/** A labelled text field of an account form, with an optional hint and its error message. */
import type { InputHTMLAttributes } from 'react';

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  /** Shown under the label and read with the field. */
  hint?: string;
  /** The field's message; marks the field invalid and is announced. */
  error?: string | undefined;
  onValue: (value: string) => void;
}

/** Label, hint, full-width input (at least 48 px high) and error, tied together for screen readers. */
export function AccountField({ id, label, value, hint, error, onValue, ...input }: AccountFieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== undefined).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...input}
        id={id}
        className="field__input"
        value={value}
        required
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      {error !== undefined && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
