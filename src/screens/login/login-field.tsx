/** A labelled, required text field of the login form. */
import type { InputHTMLAttributes } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** Label above a full-width input. */
export function LoginField({ label, id, value, onValue, ...input }: LoginFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        required
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
    </div>
  );
}
