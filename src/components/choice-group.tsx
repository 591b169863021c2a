/** A fieldset of radio buttons with a legend: yes/no answers, failure reasons and suspend reasons. */
import { useId, type ReactNode, type Ref } from 'react';

/** One radio option. */
export interface ChoiceOption<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: ReactNode;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Options side by side (yes / no); otherwise one per row. */
  inline?: boolean;
  required?: boolean;
  /** Marks the group invalid after a failed check. */
  invalid?: boolean;
  /** The first radio, so a failed check can move focus to it. */
  firstInputRef?: Ref<HTMLInputElement>;
}

/** Radios whose whole row (48 px or more) is the tap target. */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  inline = false,
  required = false,
  invalid = false,
  firstInputRef,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset
      className={['choice-group', inline && 'choice-group--inline', invalid && 'choice-group--invalid']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              ref={index === 0 ? firstInputRef : undefined}
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
